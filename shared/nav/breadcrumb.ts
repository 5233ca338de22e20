import type { MenuEntry } from '../api/menu.js';
import { findMenuByCode, menuAncestors } from './findMenu.js';

/**
 * The breadcrumb trail after 'Current location > Home': the current menu's ancestors, root
 * first, found by walking parent codes, then the current menu. Empty when the code is unknown; the
 * home menu itself has no trail of its own.
 */
export function breadcrumbTrail(
  tree: readonly MenuEntry[],
  code: string | null | undefined,
  homeCode: string,
): MenuEntry[] {
  const current = findMenuByCode(tree, code);
  if (!current || current.fdCode === homeCode) return [];
  return [...menuAncestors(tree, current), current];
}
