import type { MenuEntry } from '../../../../shared/api/menu';
import type { Locale } from '../../../../shared/constants';
import { homeFeedPaths, pageFeedPath } from '../../../../shared/seo/feeds';

/**
 * The feeds a page announces (the same folders the server serves feeds for): a list page its own
 * folder's, the home page the news centre's categories.
 */
export function pageFeeds(routeId: string | null, pathname: string, menus: MenuEntry[], locale: Locale): string[] {
  if (routeId === 'homeIndex' || routeId === 'cncec') return homeFeedPaths(menus, locale);
  const own = pageFeedPath(menus, pathname);
  return own === null ? [] : [own];
}
