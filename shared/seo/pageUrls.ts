/**
 * The public URL of a page in each language: which query parameters belong to it, how the language is
 * written in it, and which page is the same one in the other language (hreflang alternates). Used by
 * the server renderer's head and by the sitemaps, so both name a page the same way.
 */
import { DEFAULT_LOCALE, isLocale, MAX_SEARCH_LENGTH, type Locale } from '../constants.js';
import { PAGE_PARAM, SIZE_PARAM } from '../paging/pageQuery.js';
import { matchRoute, type RouteId } from '../routes.js';

/** The query parameter that asks for a language (`?lang=en`). */
export const LANG_PARAM = 'lang';

/** The language of a page request: `?lang=` when valid, else the `locale` cookie, else Chinese. */
export function requestLocale(langParam: string | null | undefined, cookieLocale: string | null | undefined): Locale {
  if (isLocale(langParam)) return langParam;
  if (isLocale(cookieLocale)) return cookieLocale;
  return DEFAULT_LOCALE;
}

/** The query parameters that make a different page of each route kind (others are dropped). */
const MEANINGFUL_QUERY: Partial<Record<RouteId, readonly string[]>> = {
  articlesearch: ['inputValue', PAGE_PARAM],
  ztzldetail: ['fdId'],
  companyLeaderDetail: ['id'],
  articlepagelist: [PAGE_PARAM],
  articleimglist: [PAGE_PARAM],
  articleimglists: [PAGE_PARAM],
  articleimglists2: [PAGE_PARAM],
  articleimglists3: [PAGE_PARAM],
  articleimgdetaillist: [PAGE_PARAM],
};

/** Query parameters that change how a page is drawn without making it another page (the list's size). */
const VIEW_QUERY: Partial<Record<RouteId, readonly string[]>> = Object.fromEntries(
  Object.entries(MEANINGFUL_QUERY)
    .filter(([, names]) => names.includes(PAGE_PARAM))
    .map(([route]) => [route, [SIZE_PARAM]]),
);

/** Routes whose pages exist in one language only: they name no alternate. */
const SINGLE_LANGUAGE: ReadonlySet<RouteId> = new Set(['articledetail', 'articledetailonly', 'articlepreview']);

export interface QueryLookup {
  get(name: string): string | null;
}

/**
 * The page's own query, in a fixed order and without the language: the meaningful parameters of its
 * route kind, a page number only above 1. Empty values are left out.
 */
export function canonicalQuery(route: RouteId, query: QueryLookup): [string, string][] {
  const out: [string, string][] = [];
  for (const name of MEANINGFUL_QUERY[route] ?? []) {
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
  for (const name of VIEW_QUERY[route] ?? []) {
    const value = query.get(name)?.trim() ?? '';
    if (/^\d{1,6}$/.test(value)) out.push([name, String(Number(value))]);
  }
  return out;
}

/** The site-relative URL of a page in a language: zh without `lang`, en with `?lang=en` first. */
export function localisedHref(path: string, query: readonly (readonly [string, string])[], locale: Locale): string {
  const pairs = locale === DEFAULT_LOCALE ? [...query] : [[LANG_PARAM, locale] as const, ...query];
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The other language's menu code for a code (`X` ↔ `eX`), or null when that language's menu has none. */
export function alternateCode(code: string, target: Locale, targetCodes: ReadonlySet<string>): string | null {
  const candidate = target === 'en' ? `e${code}` : code.startsWith('e') ? code.slice(1) : code;
  if (targetCodes.has(candidate)) return candidate;
  return targetCodes.has(code) ? code : null;
}

/**
 * The path of the same page in the other language, or null when it has none there: pages addressed by
 * a menu code map `X` to `eX` when the other menu has it; pages without a code keep their path; article
 * pages are single-language.
 */
export function alternatePath(path: string, target: Locale, targetCodes: ReadonlySet<string>): string | null {
  const match = matchRoute(path);
  if (match === null || SINGLE_LANGUAGE.has(match.id) || match.id === 'notFound') return null;
  const code = match.params.fdCode;
  // The home page's code (`/index/sy`) is the route's own, not a menu code: both languages share the path.
  if (code === undefined || match.id === 'homeIndex') return path;
  const other = alternateCode(code, target, targetCodes);
  if (other === null) return null;
  const segments = path.split('/');
  segments[segments.length - 1] = encodeURIComponent(other);
  return segments.join('/');
}
