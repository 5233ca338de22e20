import type { Locale } from '../../shared/constants.js';
import { getHref } from '../../shared/routes.js';
import { localisedHref } from '../../shared/seo/languageLinks.js';
import { w3cDateTime } from './beijingTime.js';
import type { CrawledArticle } from './siteCrawl.js';
import type { SitePage } from './sitePages.js';
import { splitByLimits, urlEntryBytes, type SitemapLimits } from './sitemapSplit.js';
import type { SitemapUrl } from './xmlDocuments.js';

/** hreflang and RSS language of each locale (docs/server-rendering.md). */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { zh: 'zh-CN', en: 'en' };
const X_DEFAULT = 'x-default';

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function articleSitemapPath(locale: Locale, n: number): string {
  return `/sitemaps/articles-${locale}-${n}.xml`;
}

/** `articles-zh-2.xml` → zh, 2; null for other names. */
export function parseArticleSitemapName(name: string): { locale: Locale; n: number } | null {
  const m = /^articles-(zh|en)-([1-9]\d{0,5})\.xml$/.exec(name);
  return m === null ? null : { locale: m[1] as Locale, n: Number(m[2]) };
}

/** An article's canonical URL: single-language, `?lang=en` for English (docs/server-rendering.md). */
export function articleUrl(origin: string, id: number, locale: Locale): string {
  return origin + localisedHref(getHref('articledetail', { articleId: id }), [], locale);
}

function articleEntry(origin: string, locale: Locale, article: CrawledArticle): SitemapUrl {
  return {
    loc: articleUrl(origin, article.id, locale),
    lastmod: article.publishTime === null ? null : w3cDateTime(article.publishTime),
    alternates: [],
  };
}

/** A language's article URLs cut into sitemap files within the limits. */
export function articleFiles(
  origin: string,
  locale: Locale,
  articles: readonly CrawledArticle[],
  limits: SitemapLimits,
): SitemapUrl[][] {
  const entries = articles.map((article) => articleEntry(origin, locale, article));
  return splitByLimits(entries, (entry) => urlEntryBytes(entry.loc, entry.lastmod), limits);
}

/** The newest `lastmod` of a file (W3C datetimes at one offset compare as text). */
export function newestLastmod(urls: readonly SitemapUrl[]): string | null {
  let newest: string | null = null;
  for (const url of urls) if (url.lastmod !== null && (newest === null || url.lastmod > newest)) newest = url.lastmod;
  return newest;
}

/** The pages sitemap's entries: absolute URLs, alternates in both languages plus x-default (the zh page). */
export function pageEntries(origin: string, pages: readonly SitePage[]): SitemapUrl[] {
  return pages.map((page) => {
    const { zh, en } = page.alternates;
    const alternates: [string, string][] =
      zh !== undefined && en !== undefined
        ? [
            [LANGUAGE_TAGS.zh, origin + zh],
            [LANGUAGE_TAGS.en, origin + en],
            [X_DEFAULT, origin + zh],
          ]
        : [];
    return { loc: origin + page.href, lastmod: null, alternates };
  });
}
