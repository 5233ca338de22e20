/** A menu item of the canonical tree: `fdId -1` dropped, `isShow` set, children nested. */
export interface MenuItem {
  fdId: number;
  fdCode: string;
  fdName: string;
  parentCode: string | null;
  /** Ancestor codes, root first. */
  parentCodes: string[];
  parentId: number | null;
  /** 1 top, 2 child, deeper levels follow. */
  level: number;
  /** 1 = visible at level 1. */
  status: number;
  jumpUrl: string | null;
  /** Header image of a top-level section. */
  image: string | null;
  /** Summary text. */
  content: string | null;
  /** True when the item has at least one child. */
  isShow: boolean;
  children: MenuItem[];
}
