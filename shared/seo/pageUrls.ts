/**
 * Which query parameters belong to a page's public URL: those that make another page (a search word, a
 * page number) and those that only change how it is drawn (a list's size), as each route kind's module
 * declares them. Used by the server renderer's head and page cache and by the sitemaps, so all name a page
 * the same way. How the language is written in
 * a URL is `languageLinks.ts`'s.
 */
import { MAX_SEARCH_LENGTH } from '../constants.js';
import { PAGE_PARAM } from '../paging/pageQuery.js';
import { ROUTE_QUERIES, type RouteQuery } from '../routeFacts.js';
import type { RouteId } from '../routes.js';
import type { QueryLookup } from './languageLinks.js';

/** Each route kind's query parameters, as its module declares them (`npm run routes`); others are dropped. */
const QUERIES: Readonly<Partial<Record<RouteId, RouteQuery>>> = ROUTE_QUERIES;

/**
 * The page's own query, in a fixed order and without the language: the meaningful parameters of its
 * route kind, a page number only above 1. Empty values are left out.
 */
export function canonicalQuery(route: RouteId, query: QueryLookup): [string, string][] {
  const out: [string, string][] = [];
  for (const name of QUERIES[route]?.page ?? []) {
    const value = query.get(name)?.trim() ?? '';
    if (value === '') continue;
    if (name === PAGE_PARAM && !(/^\d{1,6}$/.test(value) && Number(value) > 1)) continue;
    if (name === PAGE_PARAM) out.push([name, String(Number(value))]);
    // Cut as the search page cuts it (UTF-16 units), so the server draws what the browser will.
    else out.push([name, value.slice(0, MAX_SEARCH_LENGTH)]);
  }
  return out;
}

/**
 * Everything of the query that the page is drawn from: the canonical query plus view parameters (a
 * list's page size). The server renders from this alone and keys its page cache with it.
 */
export function renderQuery(route: RouteId, query: QueryLookup): [string, string][] {
  const out = canonicalQuery(route, query);
  for (const name of QUERIES[route]?.view ?? []) {
    const value = query.get(name)?.trim() ?? '';
    if (/^\d{1,6}$/.test(value)) out.push([name, String(Number(value))]);
  }
  return out;
}
