import { CMS_API_PREFIX, CMS_FILES_PREFIX } from '../../shared/api/endpointPaths.js';
import { STOCK_CHART_PATH } from '../../shared/api/stockChart.js';

/**
 * What a request was for, the `kind` label of `bff_http_requests_total`: a page (the route table's pages,
 * unknown paths answered by the app, robots.txt, sitemaps, feeds), an API answer (`/cms/api`), a picture
 * or file of the CMS (`/cms/files`, the share-price chart's redirect), a static file of the build, or an
 * operator's request (health, readiness, metrics, purges), which no visitor makes.
 */
export type RequestKind = 'page' | 'api' | 'picture' | 'static' | 'operations';

/** The route of the static files (`@fastify/static`'s wildcard): every built file that is not a page. */
const STATIC_ROUTE = '/*';

const OPERATIONS_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
const OPERATIONS_PREFIX = '/_bff/';

/** The kind of a request by the route pattern that answered it (`unmatched` for the app's not-found handler). */
export function requestKind(route: string): RequestKind {
  if (route.startsWith(`${CMS_API_PREFIX}/`)) return 'api';
  if (route.startsWith(`${CMS_FILES_PREFIX}/`) || route.startsWith(`${STOCK_CHART_PATH}/`)) return 'picture';
  if (route === STATIC_ROUTE) return 'static';
  if (OPERATIONS_ROUTES.has(route) || route.startsWith(OPERATIONS_PREFIX)) return 'operations';
  return 'page';
}
