import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { LoadScope } from '../routeKit/pageLoad';
import { routeTree } from './routes';

function isLoadScope(value: unknown): value is LoadScope {
  return typeof value === 'object' && value !== null && 'store' in value && 'place' in value;
}

/** The server's loaders read the render's store from the request context the static handler is given. */
function requestScope(args: LoaderFunctionArgs): LoadScope {
  // React Router types a loader's context as `any` unless its middleware is on: checked, not trusted.
  const context: unknown = args.context;
  if (!isLoadScope(context)) throw new Error('a server render passes its store and deadline as the request context');
  return context;
}

/**
 * The server's routes, made once per process: each render passes its own store and deadline as the
 * static handler's request context (`LoadScope`), so the tree, its ranking and its lazy page modules are
 * not rebuilt for every page. The render loads every message before it starts.
 */
export function createServerRoutes(): RouteObject[] {
  return routeTree({ scopeOf: requestScope });
}
