import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/constants.js';

/** A `q` weight of an `Accept-Language` item; a missing or unreadable one counts as 1. */
function weight(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  const value = q === undefined ? 1 : Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/** The site language an `Accept-Language` header prefers most, or null when it names neither. */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const item of header.split(',')) {
    const [range = '', ...params] = item.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const q = weight(params);
    if (isLocale(primary) && q > 0 && (best === null || q > best.q)) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}

function flagOf(source: unknown): unknown {
  return typeof source === 'object' && source !== null ? (source as { flag?: unknown }).flag : undefined;
}

/** The `flag` each request itself carried, noted before validation fills in the default. */
const requestFlags = new WeakMap<FastifyRequest, Locale>();

/** Notes the call's own `flag` (query or body), for a `preValidation` hook of the API routes. */
export async function noteRequestFlag(request: FastifyRequest): Promise<void> {
  const flag = flagOf(request.query) ?? flagOf(request.body);
  if (isLocale(flag)) requestFlags.set(request, flag);
}

/**
 * The language of the BFF's own error messages for a request: the page's `flag` when the call carries
 * one, else the browser's `Accept-Language`, else English.
 */
export function errorLocale(request: FastifyRequest): Locale {
  return requestFlags.get(request) ?? preferredLocale(request.headers['accept-language']) ?? 'en';
}
