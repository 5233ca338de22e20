/**
 * Pages whose URL may name the folder they show (`/ztzldetail?fdId=`) and show a menu's folder when it
 * names none (the route kind's `defaultFolder`): the URL without the parameter is the page's one URL in
 * its language, so a URL naming that folder by id is another address of the same page.
 */
import type { MenuEntry } from '../api/menu.js';
import { MENU_CODES, type Locale } from '../constants.js';
import { findMenuByCode } from '../nav/findMenu.js';
import { DEFAULT_FOLDERS } from '../routeDefaultFolders.js';
import { matchRoute, type RouteId } from '../routes.js';
import { idParam } from '../view/idParam.js';

/** The folder a route's page shows when its URL names none, in `locale`'s tree; null when it has none. */
export function defaultFolderId(route: RouteId, tree: readonly MenuEntry[], locale: Locale): number | null {
  const declared = route === 'home' ? undefined : DEFAULT_FOLDERS[route];
  if (declared === undefined) return null;
  return findMenuByCode(tree, MENU_CODES[declared.menu][locale])?.fdId ?? null;
}

/**
 * A site link without the query parameter that names its page's default folder, when it names that
 * folder (`/ztzldetail?lang=en&fdId=570` → `/ztzldetail?lang=en` with the English tree): the page's one
 * URL. Its other parameters and fragment stay as they were; any other link is returned as it is.
 */
export function withoutDefaultFolder(href: string, tree: readonly MenuEntry[], locale: Locale): string {
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/s.exec(href) ?? [];
  const route = query === '' ? null : matchRoute(path);
  if (route === null || route.id === 'home') return href;
  const param = DEFAULT_FOLDERS[route.id]?.param;
  const folderId = defaultFolderId(route.id, tree, locale);
  if (param === undefined || folderId === null) return href;
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => {
    const [name = '', value = ''] = pair.split('=', 2);
    return name !== param || idParam(value) !== folderId;
  });
  return kept.length === pairs.length ? href : `${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}
