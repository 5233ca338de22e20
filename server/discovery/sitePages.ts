import type { MenuEntry } from '../../shared/api/menu.js';
import { HOME_CODE, LOCALES, type Locale } from '../../shared/constants.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { linkTarget } from '../../shared/nav/clickTarget.js';
import { matchRoute, getHref, type RouteId } from '../../shared/routes.js';
import { UNLISTED_ROUTES } from '../../shared/routeFacts.js';
import { canonicalQuery } from '../../shared/seo/pageUrls.js';
import { alternatePath, localisedHref } from '../../shared/seo/languageLinks.js';

/** Route kinds that are no page of their own for search engines: results, previews, articles, 404. */
const NOT_LISTED: ReadonlySet<RouteId> = new Set(UNLISTED_ROUTES);

/** A page of the site in one language, by its site-relative canonical URL, and its other-language twin. */
export interface SitePage {
  locale: Locale;
  href: string;
  /** The same page in each language (itself included), when it exists in both; else empty. */
  alternates: Partial<Record<Locale, string>>;
}

interface PageRef {
  locale: Locale;
  path: string;
  query: [string, string][];
}

const other = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh');

/** The canonical page a menu's in-app jumpUrl opens in its language, or null for links that are not pages. */
function menuPage(menu: MenuEntry, locale: Locale): PageRef | null {
  const target = linkTarget(menu.jumpUrl);
  if (target === null || target.kind !== 'internal') return null;
  const [rawPath = '', search = ''] = target.path.split('#', 1)[0]?.split('?', 2) ?? [];
  const match = matchRoute(rawPath);
  if (match === null || NOT_LISTED.has(match.id)) return null;
  // `/` only redirects to the home page.
  const path = match.id === 'home' ? getHref('homeIndex', { fdCode: HOME_CODE }) : rawPath.replace(/(.)\/+$/, '$1');
  return { locale, path, query: canonicalQuery(match.id, new URLSearchParams(search)) };
}

/**
 * Every page the menus open, in both languages, each once, with its alternates by the hreflang rules of
 * docs/server-rendering.md (`alternatePath`). Alternates are kept only when they name each other both ways; a folder id
 * in the query belongs to one language's tree, so such pages name no alternate.
 */
export function sitePages(menus: Readonly<Record<Locale, readonly MenuEntry[]>>): SitePage[] {
  const codesOf = (locale: Locale) => new Set(flattenMenus(menus[locale]).map((m) => m.fdCode));
  const codes: Record<Locale, ReadonlySet<string>> = { zh: codesOf('zh'), en: codesOf('en') };
  const pages = new Map<string, SitePage>();
  const add = (ref: PageRef): SitePage => {
    const href = localisedHref(ref.path, ref.query, ref.locale);
    let page = pages.get(href);
    if (page === undefined) pages.set(href, (page = { locale: ref.locale, href, alternates: {} }));
    return page;
  };
  for (const locale of LOCALES) {
    for (const menu of flattenMenus(menus[locale])) {
      const ref = menuPage(menu, locale);
      if (ref === null) continue;
      const page = add(ref);
      if (page.alternates[locale] !== undefined) continue;
      const target = other(locale);
      const twinPath = ref.query.some(([name]) => name === 'fdId')
        ? null
        : alternatePath(ref.path, target, codes[target]);
      if (twinPath === null) continue;
      const twin = add({ locale: target, path: twinPath, query: ref.query });
      if (twin.alternates[locale] !== undefined) continue;
      page.alternates = { [locale]: page.href, [target]: twin.href };
      twin.alternates = page.alternates;
    }
  }
  return [...pages.values()];
}
