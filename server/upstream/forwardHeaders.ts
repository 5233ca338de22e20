import type { IncomingHttpHeaders } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';

/**
 * The request headers a private request passes to the CMS, besides its private cookies. Everything else
 * (Host, Connection, X-Forwarded-*, proxy headers, other cookies) stays here, so a request cannot steer the
 * upstream connection, and an analytics cookie never reaches the CMS.
 */
export const FORWARDED_REQUEST_HEADERS = ['accept-language', 'authorization'] as const;

/** Upper bound on a forwarded header value; longer values are dropped rather than cut. */
const MAX_FORWARDED_VALUE = 8192;

/**
 * The site's own language cookie: it says which language a page is drawn in, which every page's key
 * already holds, so it neither makes a request private nor goes to the CMS.
 */
export const LOCALE_COOKIE = 'locale';

/** A cookie name as RFC 6265 allows it: an RFC 2616 token (no separators, spaces or control characters). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function isCookieName(name: string): boolean {
  return COOKIE_NAME.test(name);
}

/** Values are forwarded as the visitor sent them: decoding and encoding again could change their bytes. */
const keepValue = (value: string): string => value;

/**
 * The `Cookie` header to forward: the pairs of `header` whose name is one of `names`, as sent (the first
 * of a repeated name, as servers read it), in the order sent; null when there are none.
 */
export function privateCookieHeader(header: string, names: ReadonlySet<string>): string | null {
  const cookies = fastifyCookie.parse(header, { decode: keepValue });
  const kept: string[] = [];
  for (const name of Object.keys(cookies)) if (names.has(name)) kept.push(`${name}=${cookies[name] ?? ''}`);
  return kept.length === 0 ? null : kept.join('; ');
}

/**
 * The headers a request sends the CMS when it is private to one visitor (it carries `Authorization` or
 * one of the `privateCookies`), or null when it is not and the shared cache answers it: no other cookie
 * (analytics, consent, the language) makes it private. Cheap for the common request: without
 * `Authorization`, and without a cookie header or private cookie names, nothing is parsed.
 */
export function privateRequestHeaders(
  headers: IncomingHttpHeaders,
  privateCookies: ReadonlySet<string>,
): Record<string, string> | null {
  const header = headers.cookie;
  const cookies =
    header === undefined || privateCookies.size === 0 ? null : privateCookieHeader(header, privateCookies);
  if (headers.authorization === undefined && cookies === null) return null;
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && value.length <= MAX_FORWARDED_VALUE) out[name] = value;
  }
  if (cookies !== null && cookies.length <= MAX_FORWARDED_VALUE) out.cookie = cookies;
  return out;
}
