/**
 * Which pages have a news feed (`/feeds/{fdCode}.xml`, RSS 2.0 of a list folder's latest articles): the
 * list folders the menus reach. Used by the server's feed and sitemap routes and by page heads, which
 * announce the feed of the list they show.
 */
import type { MenuEntry } from '../api/menu.js';
import { MENU_CODES, type Locale } from '../constants.js';
import { findMenuByCode, flattenMenus } from '../nav/findMenu.js';
import { FD_CODE_PATTERN, matchRoute, type RouteId } from '../routes.js';
import { FEED_ROUTES } from '../routeFacts.js';

export const FEEDS_PREFIX = '/feeds/';
const FEED_SUFFIX = '.xml';

/** Route kinds that show a folder's articles as a list: their folder has a feed. */
export const LIST_ROUTE_IDS: ReadonlySet<RouteId> = new Set(FEED_ROUTES);

/** The site-relative URL of a folder's feed. */
export function feedPath(fdCode: string): string {
  return `${FEEDS_PREFIX}${encodeURIComponent(fdCode)}${FEED_SUFFIX}`;
}

/** The folder code a feed path names (`/feeds/jtyw.xml` → `jtyw`), or null when it is not a feed path. */
export function feedCodeOfPath(pathname: string): string | null {
  if (!pathname.startsWith(FEEDS_PREFIX) || !pathname.endsWith(FEED_SUFFIX)) return null;
  const code = pathname.slice(FEEDS_PREFIX.length, -FEED_SUFFIX.length);
  return FD_CODE_PATTERN.test(code) ? code : null;
}

/** The folder code of a list page's URL (`/articlepagelist/jtyw?page=2` → `jtyw`), or null for other pages. */
export function listPageCode(url: string | null | undefined): string | null {
  if (!url?.startsWith('/')) return null;
  const match = matchRoute(url.split(/[?#]/, 1)[0] ?? '');
  if (match === null || !LIST_ROUTE_IDS.has(match.id)) return null;
  return match.params.fdCode ?? null;
}

/** A list folder and the path of its list page. */
export interface ListFolderPage {
  folder: MenuEntry;
  /** `/articlepagelist/jtyw`: the folder's own jumpUrl when it is its list, else the first that names it. */
  path: string;
}

/**
 * The list folders a menu tree reaches: the items named by some item's list-page jumpUrl (a section may
 * link to its first child's list), in menu order, each once.
 */
export function listFolderPages(tree: readonly MenuEntry[]): ListFolderPage[] {
  const found = new Map<string, ListFolderPage>();
  for (const item of flattenMenus(tree)) {
    const code = listPageCode(item.jumpUrl);
    const folder = code === null ? null : findMenuByCode(tree, code);
    if (code === null || folder === null) continue;
    const own = isFeedCode(folder) ? folder.jumpUrl : item.jumpUrl;
    if (!found.has(code)) found.set(code, { folder, path: (own ?? '').split(/[?#]/, 1)[0] ?? '' });
  }
  return [...found.values()];
}

/** The list folders a menu tree reaches, in menu order. */
export function listFolders(tree: readonly MenuEntry[]): MenuEntry[] {
  return listFolderPages(tree).map((page) => page.folder);
}

/** Whether a folder code of this tree has a feed: a list folder the menus reach (as the server decides). */
export function hasFeed(tree: readonly MenuEntry[], code: string | null | undefined): boolean {
  if (!code) return false;
  return listFolders(tree).some((folder) => folder.fdCode === code);
}

/**
 * Whether a menu item's code has a feed: its own jumpUrl is the list page of its own code. (A folder that
 * only a parent's link reaches has one too; `hasFeed` asks the whole tree.)
 */
export function isFeedCode(menu: MenuEntry): boolean {
  return listPageCode(menu.jumpUrl) === menu.fdCode;
}

/** A feed as a page's head announces it: its path and its title, the feed's own. */
export interface AnnouncedFeed {
  path: string;
  title: string;
}

/**
 * A feed's title, as its channel and the pages that announce it write it: `{column} | {site name}`, as
 * page titles read; the column alone when the site has no name (or the column is named as the site).
 */
export function feedTitle(column: string, siteName: string | null): string {
  return !siteName || siteName === column ? column : `${column} | ${siteName}`;
}

/** A folder's feed as a page announces it. */
export function announcedFeed(folder: MenuEntry, siteName: string | null): AnnouncedFeed {
  return { path: feedPath(folder.fdCode), title: feedTitle(folder.fdName, siteName) };
}

/** The folder whose feed a page announces: its list folder, or null for pages that are not lists of a known folder. */
export function pageFeedFolder(tree: readonly MenuEntry[], pathname: string): MenuEntry | null {
  const code = listPageCode(pathname);
  return code !== null && hasFeed(tree, code) ? findMenuByCode(tree, code) : null;
}

/** The folders whose feeds the home page announces: the list folders of the news centre menu of its language. */
export function homeFeedFolders(tree: readonly MenuEntry[], locale: Locale): MenuEntry[] {
  const news = findMenuByCode(tree, MENU_CODES.companyNews[locale]);
  return news === null ? [] : listFolders([news]);
}
