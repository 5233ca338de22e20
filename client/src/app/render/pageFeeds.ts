import type { MenuEntry } from '../../../../shared/api/menu';
import type { Locale } from '../../../../shared/constants';
import { isHomeRoute } from '../../../../shared/routes';
import { homeFeedPaths, pageFeedPath } from '../../../../shared/seo/feeds';

/**
 * The feeds a page announces (the same folders the server serves feeds for): a list page its own
 * folder's, the home page the news centre's categories.
 */
export function pageFeeds(routeId: string | null, pathname: string, menus: MenuEntry[], locale: Locale): string[] {
  if (isHomeRoute(routeId)) return homeFeedPaths(menus, locale);
  const own = pageFeedPath(menus, pathname);
  return own === null ? [] : [own];
}
