import type { FastifyReply, FastifyRequest } from 'fastify';
import { copyOf, offersEncoding, type CopyPlan, type StoredAnswer } from '../cache/storedAnswer.js';
import { matchesEntityTag, preferredEncoding, type StoredEncoding } from './contentEncoding.js';

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

/** Whether a shared cache may keep an answer sent with this `Cache-Control`: only then are its keys named. */
export function sharedMayKeep(cacheControl: string): boolean {
  return !cacheControl.startsWith('private') && !cacheControl.includes('no-store');
}

/**
 * The encoding an answer is sent in to a request: the one the request prefers of those the body is offered
 * in (gzip from 1 KB, brotli as well from 16 KB), or null for the bytes as they are.
 */
export function answerEncoding(request: FastifyRequest, bodyLength: number): StoredEncoding | null {
  if (!offersEncoding(bodyLength, 'gzip')) return null;
  return preferredEncoding(request.headers['accept-encoding'], offersEncoding(bodyLength, 'br'));
}

/** The copies a load for this request makes at once: the one it is sent in. */
export function requestCopies(request: FastifyRequest): CopyPlan {
  return (bodyLength) => {
    const encoding = answerEncoding(request, bodyLength);
    return encoding === null ? [] : [encoding];
  };
}

/**
 * Writes an entry of the answer cache (an API answer, a page, a sitemap, a feed, robots.txt): a few
 * precomputed header values (its surrogate keys among them, when a shared
 * cache may keep it) and the stored bytes in the encoding the request prefers (a copy in that encoding is
 * made the first time one is asked for, and kept), or 304 when the request already holds this version.
 * Answers are JSON unless the caller names another kind (pages, sitemaps, feeds and robots.txt kept in the
 * same cache).
 */
export function sendStored(
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
  if (xCache !== 'BYPASS') {
    reply.header('age', ageSeconds);
    // Made once when the entry was stored (`storedAnswer.ts`): the hit path writes it as it is.
    if (answer.surrogateKey !== null && sharedMayKeep(cacheControl)) reply.header('surrogate-key', answer.surrogateKey);
  }
  const encoding = answerEncoding(request, answer.body.length);
  const conditional = request.method === 'GET' || request.method === 'HEAD';
  if (conditional) {
    reply.header('etag', encoding === 'br' ? answer.etagBr : encoding === 'gzip' ? answer.etagGzip : answer.etag);
    const inm = request.headers['if-none-match'];
    if (inm !== undefined && matchesEntityTag(inm, [answer.etag, answer.etagGzip, answer.etagBr])) {
      return reply.code(304).send();
    }
  }
  reply.header('content-type', kind.contentType);
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(copyOf(answer, encoding));
}
