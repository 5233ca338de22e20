import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute URLs start with: `SITE_URL` when set; else the request's protocol and host, which
 * Fastify takes from `X-Forwarded-Proto` / `X-Forwarded-Host` only when the proxy is trusted (`TRUST_PROXY`).
 * That host is one the site serves (`ALLOWED_HOSTS`, checked before any route runs), in lower case, so that
 * the spellings of one name share their cached pages.
 */
export function siteOrigin(siteUrl: string | null, request: FastifyRequest): string {
  if (siteUrl !== null) return siteUrl;
  const host = /^[A-Za-z0-9.\-:[\]]{1,255}$/.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol}://${host}`;
}
