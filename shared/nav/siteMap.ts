import type { MenuItem } from '../api/menu.js';
import { visibleTopMenus } from './topNavSplit.js';

/**
 * The sections of the site map page (SPEC §2): the visible level-1 menus from the second onward (the
 * first is home), each with its level-2 children.
 */
export function siteMapSections(tree: readonly MenuItem[]): MenuItem[] {
  return visibleTopMenus(tree).slice(1);
}
