import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/constants.js';
import { matchRoute, type RouteMatch } from '../../shared/routes.js';
import { canonicalQuery, LANG_PARAM, localisedHref, renderQuery, requestLocale } from '../../shared/seo/pageUrls.js';
import { LOCALE_COOKIE } from '../upstream/forwardHeaders.js';

/** What a page request asks for, once read: the language, the route and the parts of the URL that count. */
export interface PageRequest {
  locale: Locale;
  /** Whether the URL names the language (`?lang=`), rather than the cookie or the default choosing it. */
  localeInUrl: boolean;
  /** The route, or null for an unknown path. */
  route: RouteMatch | null;
  /** The path without a trailing slash. */
  path: string;
  /** The URL the renderer draws: the path and the query the page is drawn from, without the language. */
  renderUrl: string;
  canonicalQuery: [string, string][];
}

/** The `locale` cookie's value, the only cookie pages read. */
export function localeCookie(header: string | undefined): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals !== -1 && part.slice(0, equals).trim() === LOCALE_COOKIE) return part.slice(equals + 1).trim();
  }
  return null;
}

export function readPageRequest(request: FastifyRequest): PageRequest {
  const [rawPath = '/', rawQuery = ''] = request.url.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  const langParam = query.get(LANG_PARAM);
  const locale = requestLocale(langParam, localeCookie(request.headers.cookie));
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const route = matchRoute(path);
  const drawn = route === null ? [] : renderQuery(route.id, query);
  return {
    locale,
    localeInUrl: isLocale(langParam),
    route,
    path,
    renderUrl: localisedHref(path, drawn, 'zh'),
    canonicalQuery: route === null ? [] : canonicalQuery(route.id, query),
  };
}
