import type { MenuEntry } from '../api/menu.js';
import { MENU_CODES } from '../constants.js';

/** One block of the site map: a level-1 menu and its level-2 children. */
export interface SiteMapSection {
  menu: MenuEntry;
  children: MenuEntry[];
}

/** True for the site map's own column code in either language (`wzdt`, `ewzdt`). */
export function isSiteMapCode(code: string | null | undefined): boolean {
  return code === MENU_CODES.siteMap.zh || code === MENU_CODES.siteMap.en;
}

/**
 * The site map: the visible level-1 menus from the second onward (the first is home, which
 * every page links to already), each with its level-2 children.
 */
export function siteMapSections(tree: readonly MenuEntry[]): SiteMapSection[] {
  return tree
    .filter((menu) => menu.status === 1)
    .slice(1)
    .map((menu) => ({ menu, children: menu.children }));
}
