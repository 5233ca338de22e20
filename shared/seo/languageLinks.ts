/**
 * The language of a page is in its URL (docs/navigation.md, "Language in the URL"): Chinese pages are the
 * bare URLs, English pages carry `lang=en`, and every link a page writes keeps the page's language. These
 * helpers say which language a URL names, write a site link for a language, and find the other language's
 * URL of a page for the language switch. Pure, shared by the renderer and the browser.
 */
import { DEFAULT_LOCALE, HOME_CODE, isLocale, type Locale } from '../constants.js';
import { getHref, matchRoute, type RouteId } from '../routes.js';
import { ONE_LANGUAGE_ROUTES } from '../routeFacts.js';

/** The query parameter that asks for a language (`?lang=en`). */
export const LANG_PARAM = 'lang';

/** What the URL rules read of a query (`URLSearchParams` has it). */
export interface QueryLookup {
  get(name: string): string | null;
}

/** Routes whose pages exist in one language only (articles, a leader's page): they name no alternate. */
const ONE_LANGUAGE: ReadonlySet<RouteId> = new Set(ONE_LANGUAGE_ROUTES);

/**
 * The site-relative URL of a page in a language: zh without `lang`, en with `?lang=en` first; `named`
 * writes `lang` for Chinese too.
 */
export function localisedHref(
  path: string,
  query: readonly (readonly [string, string])[],
  locale: Locale,
  named = false,
): string {
  const pairs = locale === DEFAULT_LOCALE && !named ? [...query] : [[LANG_PARAM, locale] as const, ...query];
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
  if (match === null || ONE_LANGUAGE.has(match.id) || match.id === 'notFound') return null;
  const code = match.params.fdCode;
  // The home page's code (`/index/sy`) is the route's own, not a menu code: both languages share the path.
  if (code === undefined || match.id === 'homeIndex') return path;
  const other = alternateCode(code, target, targetCodes);
  if (other === null) return null;
  const segments = path.split('/');
  segments[segments.length - 1] = encodeURIComponent(other);
  return segments.join('/');
}

/** The language a URL's query names (`?lang=zh|en`), or null when it names none (a bare URL). */
export function urlLocale(query: QueryLookup): Locale | null {
  const value = query.get(LANG_PARAM);
  return isLocale(value) ? value : null;
}

/** The language a page is drawn in: the one its URL names, else Chinese. */
export function pageLocale(query: QueryLookup): Locale {
  return urlLocale(query) ?? DEFAULT_LOCALE;
}

/**
 * A site link as a page in `locale` writes it: a path of the app gets `lang=en` (first) on English pages
 * and no `lang` on Chinese ones; its other parameters and fragment stay as they were. Anything else (files,
 * feeds, other sites, fragments alone) is returned as it is.
 */
export function localiseLink(href: string, locale: Locale): string {
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/s.exec(href) ?? [];
  if (!path.startsWith('/') || path.startsWith('//') || matchRoute(path) === null) return href;
  // The other parameters as they were written: only `lang` is taken out.
  const pairs = query.split('&').filter((part) => part !== '' && part.split('=', 1)[0] !== LANG_PARAM);
  if (locale !== DEFAULT_LOCALE) pairs.unshift(`${LANG_PARAM}=${locale}`);
  return `${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;
}

/** The search word, the one parameter of a page that means the same in the other language. */
const SEARCH_WORD = 'inputValue';

/**
 * The language switch's link to `target`: the other language's URL of the page at `pathname` with
 * `query`. A page addressed by a menu code goes to its counterpart in `targetCodes` (that language's menu
 * codes); with those unknown (null), to the same path, which the server and the router send on to the
 * counterpart. Pages with none (articles, a leader's page, the not-found page, unknown paths) and codes
 * the other menu lacks go to that language's home page.
 */
export function switchHref(
  pathname: string,
  query: QueryLookup,
  target: Locale,
  targetCodes: ReadonlySet<string> | null,
): string {
  // Chinese is written with `lang=zh` too: a bare URL would be sent back to English by a `locale=en`
  // cookie the browser still holds, were the link followed before the page's code has run.
  const home = localisedHref(getHref('homeIndex', { fdCode: HOME_CODE }), [], target, true);
  const route = matchRoute(pathname);
  if (route === null) return home;
  // Page numbers and ids (a special topic's folder) name one language's lists and items: left out.
  const word = route.id === 'articlesearch' ? query.get(SEARCH_WORD)?.trim() : undefined;
  const kept: [string, string][] = word ? [[SEARCH_WORD, word]] : [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const otherPath = targetCodes === null ? path : alternatePath(path, target, targetCodes);
  return otherPath === null ? home : localisedHref(otherPath, kept, target, true);
}
