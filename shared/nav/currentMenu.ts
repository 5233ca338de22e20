import type { MenuEntry } from '../api/menu.js';
import { findMenuByCode, findMenuByPath } from './findMenu.js';

export interface CurrentMenuHints {
  /** A code the page knows (an article's folder, for example). */
  code?: string | null;
  /** The route's `fdCode` parameter, when it has one. */
  routeCode?: string | null;
  /** The current pathname, matched against in-app jumpUrls. */
  pathname: string;
  /** The last menu the visitor chose (`curNav`), for pages that carry no code of their own. */
  storedCode?: string | null;
}

/**
 * The menu a page belongs to: what the page says, else the route's code, else the menu whose jumpUrl is
 * this path, else the menu the visitor last chose. Null when nothing matches.
 */
export function resolveCurrentMenu(tree: readonly MenuEntry[], hints: CurrentMenuHints): MenuEntry | null {
  return (
    findMenuByCode(tree, hints.code) ??
    findMenuByCode(tree, hints.routeCode) ??
    findMenuByPath(tree, hints.pathname) ??
    findMenuByCode(tree, hints.storedCode)
  );
}
