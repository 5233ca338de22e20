import type { MenuEntry } from '../api/menu.js';
import type { Locale } from '../constants.js';
import { defaultFolderId } from '../seo/defaultFolders.js';
import { idParam } from './idParam.js';

/**
 * The folder whose children `/ztzldetail` shows as tiles: the `fdId` of the query when it
 * is a folder id, else the route's default folder, the language's special-topic folder of the menu tree.
 * Null while neither is known (the tree has not arrived, or has no special-topic menu).
 */
export function topicFolderId(fdIdParam: string | null, tree: readonly MenuEntry[], locale: Locale): number | null {
  return idParam(fdIdParam) ?? defaultFolderId('ztzldetail', tree, locale);
}

/** The menu of a folder id anywhere in the tree, to name the page and place it in the breadcrumb. */
export function menuByFolderId(tree: readonly MenuEntry[], fdId: number | null): MenuEntry | null {
  if (fdId === null) return null;
  for (const item of tree) {
    if (item.fdId === fdId) return item;
    const found = menuByFolderId(item.children, fdId);
    if (found) return found;
  }
  return null;
}
