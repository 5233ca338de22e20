import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/constants.js';
import type { RouteMatch } from '../../shared/routes.js';
import { pageLocale, urlLocale } from '../../shared/seo/languageLinks.js';
import { canonicalQuery, renderQuery } from '../../shared/seo/pageUrls.js';
import { localisedHref } from '../../shared/seo/languageLinks.js';
import { LOCALE_COOKIE } from '../upstream/forwardHeaders.js';

/** What a page request asks for, once read: the language, the route and the parts of the URL that count. */
export interface PageRequest {
  /** The language the page is drawn in: the one the URL names, else Chinese. */
  locale: Locale;
  /** The language the URL names (`?lang=`), or null for a bare URL, whose answer depends on the cookie. */
  urlLocale: Locale | null;
  /** The `locale` cookie's language, or null: it only sends a bare URL on to its English page. */
  cookieLocale: Locale | null;
  /** The route, or null for an unknown path. */
  route: RouteMatch | null;
  /** The path without a trailing slash. */
  path: string;
  /** The query the page is drawn from (its own parameters and view parameters), without the language. */
  drawnQuery: [string, string][];
  /** The URL the renderer draws: the path, `lang=en` for English, and the drawn query. */
  renderUrl: string;
  canonicalQuery: [string, string][];
}

/** The `locale` cookie's value, the only cookie pages read. */
export function localeCookie(header: string | undefined): string | null {
  return header === undefined ? null : (fastifyCookie.parse(header)[LOCALE_COOKIE] ?? null);
}

/** A page request read once: `route` is what the BFF's router matched, or null for an unknown path. */
export function readPageRequest(request: FastifyRequest, route: RouteMatch | null): PageRequest {
  const [rawPath = '/', rawQuery = ''] = request.url.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  const cookie = localeCookie(request.headers.cookie);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const drawnQuery = route === null ? [] : renderQuery(route.id, query);
  const locale = pageLocale(query);
  return {
    locale,
    urlLocale: urlLocale(query),
    cookieLocale: isLocale(cookie) ? cookie : null,
    route,
    path,
    drawnQuery,
    renderUrl: localisedHref(path, drawnQuery, locale),
    canonicalQuery: route === null ? [] : canonicalQuery(route.id, query),
  };
}

/** The same request in another language, as its URL would name it. */
export function inLanguage(page: PageRequest, locale: Locale): PageRequest {
  return { ...page, locale, urlLocale: locale, renderUrl: localisedHref(page.path, page.drawnQuery, locale) };
}
