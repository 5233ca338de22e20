/**
 * A menu item as the site's pages use it: what the navigation, the section menus, breadcrumbs, cards and
 * site map draw. The browser keeps its menu tree in this shape (`menuEntry`), so a page carries no more.
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
  /** Header image of a top-level section. */
  image: string | null;
  /** Summary text. */
  content: string | null;
  children: MenuEntry[];
}

/** A menu item of the canonical tree (the BFF's answer): `fdId -1` dropped, `isShow` set, children nested. */
export interface MenuItem extends MenuEntry {
  /** Ancestor codes, root first. */
  parentCodes: string[];
  parentId: number | null;
  /** True when the item has at least one child. */
  isShow: boolean;
  children: MenuItem[];
}

/** A menu tree in the pages' shape. */
export function menuEntries(tree: readonly MenuItem[]): MenuEntry[] {
  return tree.map(({ fdId, fdCode, fdName, parentCode, level, status, jumpUrl, image, content, children }) => ({
    fdId,
    fdCode,
    fdName,
    parentCode,
    level,
    status,
    jumpUrl,
    image,
    content,
    children: menuEntries(children),
  }));
}
