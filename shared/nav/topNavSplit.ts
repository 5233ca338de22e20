import type { MenuEntry } from '../api/menu.js';

/** Level-1 menus with this status are shown in the top navigation. */
export const VISIBLE_STATUS = 1;

/** How many of the first top items open their sub-menu aligned to the right. */
export const RIGHT_ALIGNED_SUBMENUS = 4;

export interface TopNavSplit {
  left: MenuEntry[];
  right: MenuEntry[];
}

/** The visible level-1 menus, in order. */
export function visibleTopMenus(tree: readonly MenuEntry[]): MenuEntry[] {
  return tree.filter((item) => item.status === VISIBLE_STATUS);
}

/**
 * The visible level-1 menus split around the logo: the left half gets the smaller half when the count
 * is odd.
 */
export function splitTopNav(tree: readonly MenuEntry[]): TopNavSplit {
  const visible = visibleTopMenus(tree);
  const leftCount = Math.floor(visible.length / 2);
  return { left: visible.slice(0, leftCount), right: visible.slice(leftCount) };
}

/** Whether the top item at this position (0-based, across both halves) opens its sub-menu to the right. */
export function hasRightAlignedSubmenu(index: number): boolean {
  return index >= 0 && index < RIGHT_ALIGNED_SUBMENUS;
}
