import type { MenuItem } from '../../../../shared/api/menu';
import { MENU_CODES } from '../../../../shared/constants';
import { findMenuByCode } from '../../../../shared/nav/findMenu';

/** Route kinds that list a folder's articles: each has a feed of its latest articles. */
const LIST_ROUTES: ReadonlySet<string> = new Set([
  'articlepagelist',
  'articleimglist',
  'articleimglists',
  'articleimglists2',
  'articleimglists3',
  'articleimgdetaillist',
]);

/**
 * The menu codes whose feeds a page announces: a list page its own folder; the home page the news
 * centre's categories.
 */
export function pageFeedCodes(routeId: string | null, fdCode: string | null, menus: MenuItem[]): string[] {
  if (routeId !== null && LIST_ROUTES.has(routeId) && fdCode !== null) {
    return findMenuByCode(menus, fdCode) ? [fdCode] : [];
  }
  if (routeId === 'homeIndex' || routeId === 'cncec') {
    const news =
      findMenuByCode(menus, MENU_CODES.companyNews.zh) ?? findMenuByCode(menus, MENU_CODES.companyNews.en) ?? null;
    return news?.children.map((child) => child.fdCode) ?? [];
  }
  return [];
}
