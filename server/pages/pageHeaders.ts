/** What others may keep of a page answer, and what it varies on (docs/caching.md, "Pages"). */
import { LANG_PARAM, urlLocale } from '../../shared/seo/languageLinks.js';
import type { EntryKind } from '../http/sendStored.js';
import type { PageRequest } from './pageRequest.js';

export const PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';
/** A page that no one may keep: a degraded, late, failed or not-found render (docs/server-rendering.md). */
export const UNKEPT_PAGE_CACHE_CONTROL = 'no-store';
/** Pages rendered for every request (`CACHE_TTL_PAGE_MS=0`): kept by no shared cache, revalidated by browsers. */
export const RENDERED_EACH_TIME_CACHE_CONTROL = 'no-cache';
/**
 * A bare URL's answer depends on the `locale` cookie (English visitors are sent to the English URL); a
 * URL naming its language depends on the URL alone.
 */
export const BARE_PAGE_KIND: EntryKind = { contentType: PAGE_CONTENT_TYPE, vary: 'Cookie, Accept-Encoding' };
export const NAMED_PAGE_KIND: EntryKind = { contentType: PAGE_CONTENT_TYPE, vary: 'Accept-Encoding' };
/**
 * `Cache-Control` of a whole page: browsers revalidate on every visit (the entity tag makes that cheap),
 * shared caches (an edge in front of the site) keep it for the page cache's time and may serve it stale
 * while they refresh it, or while the site fails, as long as the BFF would.
 */
export function pageCacheControl(ttlMs: number, staleMs: number): string {
  if (ttlMs === 0) return RENDERED_EACH_TIME_CACHE_CONTROL;
  const stale = Math.floor(staleMs / 1000);
  return `public, max-age=0, s-maxage=${Math.floor(ttlMs / 1000)}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
}

export const kindOf = (page: PageRequest): EntryKind => (page.urlLocale === null ? BARE_PAGE_KIND : NAMED_PAGE_KIND);

/** A site URL with `lang=zh` when it names no language (a bare Chinese URL). */
export function namingChinese(location: string): string {
  if (!location.startsWith('/') || urlLocale(new URLSearchParams(location.split('?', 2)[1])) !== null) return location;
  const [path, query] = location.split('?', 2);
  return `${path}?${LANG_PARAM}=zh${query === undefined || query === '' ? '' : `&${query}`}`;
}
