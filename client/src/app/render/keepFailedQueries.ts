import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import type { RootState } from '../../state/rootReducer';

const PENDING = `${api.reducerPath}/executeQuery/pending`;

/** The cache key of a query's pending action, or null for any other action. */
export function pendingQueryKey(action: unknown): string | null {
  const { type, meta } = action as UnknownAction & { meta?: { arg?: { queryCacheKey?: unknown } } };
  if (type !== PENDING) return null;
  const key = meta?.arg?.queryCacheKey;
  return typeof key === 'string' ? key : null;
}

/**
 * Server renders only. Each render pass is a new tree whose hooks subscribe afresh, and a new subscriber
 * asks again for a query that failed: the page would then be drawn 'loading' again and again. This keeps
 * a failed query failed for the rest of the render (the repeated call is answered, but not shown), so the
 * page shows its error or not-found state and the render settles.
 */
export const keepFailedQueries: Middleware<object, RootState> = (store) => (next) => (action) => {
  const key = pendingQueryKey(action);
  if (key !== null && store.getState().api.queries[key]?.status === 'rejected') return action;
  return next(action);
};
