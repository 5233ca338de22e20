// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { RouteKindId } from '../../../shared/routeTable';
import type { MessageId } from '../i18n/messages';

/** The UI label that titles each route's page which no menu names (its route kind's `head.title`). */
export const ROUTE_TITLES = {
  articledetail: 'article.detail',
  articledetailonly: 'article.detail',
  articlepreview: 'article.preview',
  articlesearch: 'search.result',
  companyLeaderDetail: 'page.leaderDetail',
  notFound: 'notFound.title',
} as const satisfies Partial<Record<RouteKindId, MessageId>>;
