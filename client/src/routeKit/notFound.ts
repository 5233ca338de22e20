import { data } from 'react-router';

/** What cannot be found: an article has its own words; anything else is a page. */
export type MissingKind = 'article' | 'page';

/** The 404 a loader throws: the route's error boundary draws the not-found page, the server answers 404. */
export function notFound(missing: MissingKind = 'page'): never {
  // react-router's own way to throw a status: the error boundary reads it with isRouteErrorResponse.
  throw data({ missing }, { status: 404 });
}
