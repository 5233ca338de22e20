/**
 * A menu item as the site's pages use it: what the navigation, the section menus, breadcrumbs, cards and
 * site map draw. The browser keeps its menu tree in this shape (`menuEntries`), so a page carries no more; the columns'
 * pictures and summaries are `ColumnFacts`.
 */
export interface MenuEntry {
  fdId: number;
  fdCode: string;
  fdName: string;
  parentCode: string | null;
  /** 1 top, 2 child, deeper levels follow. */
  level: number;
  /** 1 = visible at level 1. */
  status: number;
  jumpUrl: string | null;
  children: MenuEntry[];
}

/**
 * What a column's own pages show of it beyond the navigation: the section's header picture and its
 * summary. Kept apart from the tree, so a page that draws neither (the home page) does not carry them.
 */
export interface ColumnFacts {
  /** Header image of a top-level section. */
  image: string | null;
  /** Summary text. */
  content: string | null;
}

/** A menu item of the canonical tree (the BFF's answer): `fdId -1` dropped, `isShow` set, children nested. */
export interface MenuItem extends MenuEntry, ColumnFacts {
  /** Ancestor codes, root first. */
  parentCodes: string[];
  parentId: number | null;
  /** True when the item has at least one child. */
  isShow: boolean;
  children: MenuItem[];
}

/** A menu tree in the pages' shape. */
export function menuEntries(tree: readonly MenuItem[]): MenuEntry[] {
  return tree.map(({ fdId, fdCode, fdName, parentCode, level, status, jumpUrl, children }) => ({
    fdId,
    fdCode,
    fdName,
    parentCode,
    level,
    status,
    jumpUrl,
    children: menuEntries(children),
  }));
}

/** The facts of every column of a tree, by menu code. */
export function columnFactsByCode(tree: readonly MenuItem[]): Record<string, ColumnFacts> {
  const facts: Record<string, ColumnFacts> = {};
  const visit = (items: readonly MenuItem[]) => {
    for (const { fdCode, image, content, children } of items) {
      facts[fdCode] = { image, content };
      visit(children);
    }
  };
  visit(tree);
  return facts;
}
