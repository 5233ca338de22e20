import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { RouterHydration } from './serialiseState';

/**
 * The router's state for hydration: every route's loader as done (its data, the held answers' keys, is
 * the server's: the page state names those answers), and route errors as plain objects (the browser's
 * `isRouteErrorResponse` recognises them). Other errors are not sent: the browser's error page says the
 * same without the server's details.
 */
export function routerHydration(context: StaticHandlerContext): RouterHydration {
  let errors: RouterHydration['errors'] = null;
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    errors ??= {};
    errors[routeId] = isRouteErrorResponse(error)
      ? { status: error.status, statusText: error.statusText, data: error.data as unknown, internal: false }
      : { status: 500, statusText: 'Internal Server Error', data: null, internal: false };
  }
  const loaderData = Object.fromEntries(Object.keys(context.loaderData).map((routeId) => [routeId, null]));
  return { loaderData, errors };
}
