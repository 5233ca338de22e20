import type { Params } from 'react-router';
import { prefetchArticle } from '../api/articleApi';
import type { PageRouteId } from './pageModules';
import type { AppStore } from './store';

/** What a route's loader knows when it starts a page's data. */
export interface PrefetchContext {
  store: AppStore;
  params: Params;
  pathname: string;
}

type Prefetch = (context: PrefetchContext) => void;

const article: Prefetch = ({ store, params }) => {
  if (params.articleId) void store.dispatch(prefetchArticle(params.articleId));
};

/**
 * The data a page shows first (its largest picture or text), requested by the route's loader: the
 * request leaves while the page's code is still downloading instead of after it has rendered. The
 * page's own query then finds the entry in the cache (same endpoint, same arguments).
 */
export const PAGE_PREFETCH: Partial<Record<PageRouteId, Prefetch>> = {
  articledetail: article,
  articledetailonly: article,
};
