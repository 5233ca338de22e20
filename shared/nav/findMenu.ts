import type { MenuEntry } from '../api/menu.js';

/** Lookups in the canonical menu tree. */

/** Every item of the tree, depth first, parents before their children. */
export function flattenMenus(tree: readonly MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const visit = (items: readonly MenuEntry[]) => {
    for (const item of items) {
      out.push(item);
      visit(item.children);
    }
  };
  visit(tree);
  return out;
}

/** The item with this code, anywhere in the tree, or null. */
export function findMenuByCode(tree: readonly MenuEntry[], code: string | null | undefined): MenuEntry | null {
  if (!code) return null;
  for (const item of tree) {
    if (item.fdCode === code) return item;
    const found = findMenuByCode(item.children, code);
    if (found) return found;
  }
  return null;
}

/** The path part of an in-app link: no query, no hash, no trailing slash. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The item whose own in-app jumpUrl leads to this pathname, or null. The deepest match wins, so a
 * section that links to its first child's page resolves to that child.
 */
export function findMenuByPath(tree: readonly MenuEntry[], pathname: string): MenuEntry | null {
  const wanted = pathOf(pathname);
  let best: MenuEntry | null = null;
  for (const item of flattenMenus(tree)) {
    if (item.jumpUrl === null || !item.jumpUrl.startsWith('/')) continue;
    if (pathOf(item.jumpUrl) !== wanted) continue;
    if (best === null || item.level > best.level) best = item;
  }
  return best;
}

/** The item's ancestors, root first, found by walking parent codes; stops on a missing parent or a loop. */
export function menuAncestors(tree: readonly MenuEntry[], item: MenuEntry): MenuEntry[] {
  const ancestors: MenuEntry[] = [];
  const seen = new Set<string>([item.fdCode]);
  let parentCode = item.parentCode;
  while (parentCode !== null && !seen.has(parentCode)) {
    const parent = findMenuByCode(tree, parentCode);
    if (!parent) break;
    seen.add(parent.fdCode);
    ancestors.unshift(parent);
    parentCode = parent.parentCode;
  }
  return ancestors;
}

/** The top-level section an item belongs to (the item itself when it is top level). */
export function findTopMenu(tree: readonly MenuEntry[], item: MenuEntry): MenuEntry {
  return menuAncestors(tree, item)[0] ?? item;
}
