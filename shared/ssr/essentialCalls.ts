import type { EndpointName } from '../api/endpoints.js';
import type { RouteId } from '../routes.js';

/** The menu tree: every page's navigation, section menu and breadcrumb, so essential everywhere. */
export const MENU_CALL: EndpointName = 'folderList';

/**
 * The essential calls of each route kind besides the menu tree: the page's primary resource (the article
 * of an article page, the list of a list page, the column of a column page, the search results). When one
 * of them fails and nothing stale is cached, the page cannot be drawn and the server answers 503.
 *
 * Every other call a page makes is secondary (each home block, side lists such as related news, share
 * quotes, friend links, the site's contact facts): when it fails in any way, its block shows its own
 * fallback and the page is sent as it is (docs/server-rendering.md, "Essential and secondary calls").
 */
export const ESSENTIAL_CALLS: Readonly<Record<Exclude<RouteId, 'home'>, readonly EndpointName[]>> = {
  homeIndex: [],
  cncec: [],
  leaders: ['findUnPageArticleList'],
  companyLeaderDetail: ['articleDetail'],
  // The internal departments' chart is the page's first tab; the subsidiaries wait behind the second.
  companyzzjge: ['getFolderDetail'],
  companywzdt: ['siteList'],
  columnArticle: ['getFdDtAndAtcList'],
  columnFolderList: ['getAllSub'],
  columnFolderList2: ['findDigitalCol'],
  companySzhfw: ['findUnPageArticleList'],
  // The cards are the menu's own children.
  szhfw: [],
  columndetail: ['getFolderDetail'],
  ztzldetail: ['getAllSub'],
  articlepagelist: ['findArticleList'],
  articleimglist: ['findPicArticles'],
  articleimglists: ['findPicArticle'],
  articleimglists2: ['findPicArticles'],
  articleimglists3: ['findPicArticles'],
  articleimgdetaillist: ['findPicArticles'],
  articledetail: ['articleDetail'],
  articledetailonly: ['articleDetail'],
  articlepreview: ['articlePreview'],
  articlesearch: ['textSearch'],
  // The column is the menu entry; the quotes beside the chart are secondary.
  columnstock: [],
  notFound: [],
};

/** Whether a failed call of `endpoint` leaves a page of route kind `routeId` without its content. */
export function isEssentialCall(routeId: RouteId | null, endpoint: EndpointName): boolean {
  if (endpoint === MENU_CALL) return true;
  if (routeId === null || routeId === 'home') return false;
  return ESSENTIAL_CALLS[routeId].includes(endpoint);
}
