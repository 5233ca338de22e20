import type { IncomingHttpHeaders } from 'node:http';

/**
 * The request headers a visitor may pass to the CMS. Everything else (Host, Connection, X-Forwarded-*,
 * proxy headers) stays here, so a request cannot steer the upstream connection.
 */
export const FORWARDED_REQUEST_HEADERS = ['accept-language', 'authorization', 'cookie'] as const;

/** Headers that make an answer private to one visitor: such requests bypass the shared cache. */
export const PRIVATE_REQUEST_HEADERS = ['authorization', 'cookie'] as const;

/** Upper bound on a forwarded header value; longer values are dropped rather than cut. */
const MAX_FORWARDED_VALUE = 8192;

/**
 * The site's own language cookie: it says which language a page is drawn in, which every page's key
 * already holds, so it neither makes a request private nor goes to the CMS.
 */
export const LOCALE_COOKIE = 'locale';

function cookieName(pair: string): string {
  const equals = pair.indexOf('=');
  return (equals === -1 ? pair : pair.slice(0, equals)).trim();
}

/** The cookie header without the site's language cookie; null when nothing else is left. */
export function foreignCookies(header: string | undefined): string | null {
  if (header === undefined) return null;
  const rest = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && cookieName(part) !== LOCALE_COOKIE);
  return rest.length === 0 ? null : rest.join('; ');
}

export function isPrivateRequest(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || foreignCookies(headers.cookie) !== null;
}

/** The allowlisted headers of a request, ready to send upstream. */
export function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = name === 'cookie' ? (foreignCookies(headers.cookie) ?? undefined) : headers[name];
    if (typeof value === 'string' && value.length <= MAX_FORWARDED_VALUE) out[name] = value;
  }
  return out;
}
