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

export function isPrivateRequest(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || headers.cookie !== undefined;
}

/** The allowlisted headers of a request, ready to send upstream. */
export function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && value.length <= MAX_FORWARDED_VALUE) out[name] = value;
  }
  return out;
}
