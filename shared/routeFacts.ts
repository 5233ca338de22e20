// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { RouteKindId } from './routeTable.js';

/** The query parameters of a route's URL: those that make another page, and those that only change how it is drawn. */
export interface RouteQuery {
  page: readonly string[];
  view: readonly string[];
}

/** The routes whose URL reads a query (the others drop it all). */
export const ROUTE_QUERIES: Readonly<Partial<Record<RouteKindId, RouteQuery>>> = {
  articleimgdetaillist: { page: ['page'], view: ['size'] },
  articleimglist: { page: ['page'], view: ['size'] },
  articleimglists: { page: ['page'], view: ['size'] },
  articleimglists2: { page: ['page'], view: ['size'] },
  articleimglists3: { page: ['page'], view: ['size'] },
  articlepagelist: { page: ['page'], view: ['size'] },
  articlesearch: { page: ['inputValue', 'page'], view: ['size'] },
  companyLeaderDetail: { page: ['id'], view: [] },
  ztzldetail: { page: ['fdId'], view: [] },
};

/** The routes whose pages exist in one language only: they name no alternate. */
export const ONE_LANGUAGE_ROUTES: readonly RouteKindId[] = [
  'articledetail',
  'articledetailonly',
  'articlepreview',
  'companyLeaderDetail',
];

/** The routes no sitemap lists. */
export const UNLISTED_ROUTES: readonly RouteKindId[] = [
  'articledetail',
  'articledetailonly',
  'articlepreview',
  'articlesearch',
  'notFound',
];

/** The routes that list their `:fdCode` folder's articles, whose feed they announce. */
export const FEED_ROUTES: readonly RouteKindId[] = [
  'articleimgdetaillist',
  'articleimglist',
  'articleimglists',
  'articleimglists2',
  'articleimglists3',
  'articlepagelist',
  'columnArticle',
];
