import type { MenuEntry } from '../../../../shared/api/menu';
import type { Locale } from '../../../../shared/constants';
import { isHomeRoute } from '../../../../shared/routes';
import { announcedFeed, homeFeedFolders, pageFeedFolder, type AnnouncedFeed } from '../../../../shared/seo/feeds';

/**
 * The feeds a page announces (the same folders the server serves feeds for): a list page its own
 * folder's, the home page the news centre's categories; each titled as the feed itself is, in the page's
 * language (its menu tree's column names and `siteName`).
 */
export function pageFeeds(
  routeId: string | null,
  pathname: string,
  menus: MenuEntry[],
  locale: Locale,
  siteName: string | null,
): AnnouncedFeed[] {
  const own = pageFeedFolder(menus, pathname);
  const folders = isHomeRoute(routeId) ? homeFeedFolders(menus, locale) : own === null ? [] : [own];
  return folders.map((folder) => announcedFeed(folder, siteName));
}
