import type { EndpointName } from '../api/endpoints.js';
import { ESSENTIAL_CALLS } from '../routeTable.js';
import type { RouteId } from '../routes.js';

/** The menu tree: every page's navigation, section menu and breadcrumb, so essential everywhere. */
export const MENU_CALL: EndpointName = 'folderList';

/**
 * Whether a failed call of `endpoint` leaves a page of route `routeId` without its content: the menu tree,
 * or one of the calls its route kind names essential (the page's primary resource: the article of an
 * article page, the list of a list page, the column of a column page, the search results). The server
 * then answers 503 when nothing stale is cached. Every other call is secondary (each home block, side
 * lists, share quotes, friend links, the site's contact facts): its block shows its own fallback.
 */
export function isEssentialCall(routeId: RouteId | null, endpoint: EndpointName): boolean {
  if (endpoint === MENU_CALL) return true;
  if (routeId === null || routeId === 'home') return false;
  return ESSENTIAL_CALLS[routeId].includes(endpoint);
}
