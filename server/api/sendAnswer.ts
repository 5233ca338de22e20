import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from '../cache/storedAnswer.js';
import { matchesEntityTag, preferredEncoding } from '../http/contentEncoding.js';

export type XCache = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Answers to one visitor (with credentials or cookies) are never stored by anyone. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** POST answers come from the shared cache but are not for browsers and CDNs to keep. */
export const POST_CACHE_CONTROL = 'no-store';

/** Sent for entries whose freshness is zero: every request goes to the CMS. */
export const UNCACHED_CACHE_CONTROL = 'no-cache';

/** `Cache-Control` of a shared, cacheable entry: its freshness, then stale use while refreshed or on errors. */
export function publicCacheControl(ttlMs: number, staleMs: number): string {
  if (ttlMs === 0) return UNCACHED_CACHE_CONTROL;
  const stale = Math.floor(staleMs / 1000);
  return `public, max-age=${Math.floor(ttlMs / 1000)}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
}

/** How a kind of stored entry is sent: its media type and the request headers its body depends on. */
export interface EntryKind {
  contentType: string;
  vary: string;
}

export const API_ANSWER: EntryKind = { contentType: JSON_CONTENT_TYPE, vary: 'Accept-Encoding' };

/**
 * Writes a stored answer: a few precomputed header values and the stored bytes in the encoding the
 * request prefers, or 304 when the request already holds this version. Answers are JSON unless the
 * caller names another kind (pages, sitemaps, feeds and robots.txt kept in the same cache).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  xCache: XCache,
  cacheControl: string,
  ageSeconds: number,
  kind: EntryKind = API_ANSWER,
): FastifyReply {
  reply.header('x-cache', xCache);
  reply.header('cache-control', cacheControl);
  reply.header('vary', kind.vary);
  if (xCache !== 'BYPASS') reply.header('age', ageSeconds);
  const encoding =
    answer.gzip === null ? null : preferredEncoding(request.headers['accept-encoding'], answer.br !== null);
  const conditional = request.method === 'GET' || request.method === 'HEAD';
  if (conditional) {
    reply.header('etag', encoding === 'br' ? answer.etagBr : encoding === 'gzip' ? answer.etagGzip : answer.etag);
    const inm = request.headers['if-none-match'];
    if (inm !== undefined && matchesEntityTag(inm, [answer.etag, answer.etagGzip, answer.etagBr])) {
      return reply.code(304).send();
    }
  }
  reply.header('content-type', kind.contentType);
  if (encoding === 'br' && answer.br !== null) return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip' && answer.gzip !== null) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}
