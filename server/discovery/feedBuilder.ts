import { columnFactsByCode, type MenuEntry } from '../../shared/api/menu.js';
import { LOCALES, MAX_PAGE_SIZE, SITE_CODES, type Locale } from '../../shared/constants.js';
import { feedPath, feedTitle, listFolderPages, type ListFolderPage } from '../../shared/seo/feeds.js';
import { localisedHref } from '../../shared/seo/languageLinks.js';
import { siteNameOf } from '../../shared/seo/siteName.js';
import type { LoadedEntry } from '../cache/responseCache.js';
import type { AnswerService } from '../answers/answerService.js';
import { dependenciesOf } from '../cache/surrogateKeys.js';
import { notFound } from '../errors/bffError.js';
import { compareNewestFirst, parseBeijingTime, rfc822Date } from './beijingTime.js';
import { readAnswer } from './cmsReader.js';
import { readMenus } from './siteCrawl.js';
import { articleUrl, LANGUAGE_TAGS } from './sitemapFiles.js';
import { rssXml, type FeedItem } from './xmlDocuments.js';
import { truncateText, xmlText } from './xmlText.js';

/** Articles a feed carries (README, "Search engines and feeds"). */
export const FEED_ITEM_COUNT = 20;
/** A description is the article's summary as plain text, cut to this many characters. */
export const FEED_DESCRIPTION_MAX = 500;

interface FeedFolder {
  locale: Locale;
  page: ListFolderPage;
  /** The folder's summary in its menu entry. */
  summary: string | null;
  menuKeys: string[];
  /** Surrogate keys of the menus read. */
  menuSurrogateKeys: string[];
}

/** The list folder a code names in either language's menus (Chinese first), or a 404. */
async function findFeedFolder(answers: AnswerService, code: string): Promise<FeedFolder> {
  const menuKeys: string[] = [];
  const menuSurrogateKeys: string[] = [];
  for (const locale of LOCALES) {
    const { menus, key, surrogateKeys } = await readMenus(answers, locale);
    menuKeys.push(key);
    menuSurrogateKeys.push(...surrogateKeys);
    const page = listFolderPages(menus).find((p) => p.folder.fdCode === code);
    const summary = columnFactsByCode(menus)[code]?.content ?? null;
    if (page !== undefined) return { locale, page, summary, menuKeys, menuSurrogateKeys };
  }
  throw notFound(`no feed for ${code}: it is not a list folder of the menus`);
}

/** The feed's title (`feedTitle`), of text an XML document can hold. */
function channelTitle(folder: MenuEntry, siteName: string | null): string {
  return feedTitle(xmlText(folder.fdName), xmlText(siteName));
}

/**
 * The RSS 2.0 feed of a list folder: its latest articles (the first page at the largest page size,
 * newest first), absolute links, plain-text descriptions. Throws 404 for a code that is not a list folder.
 */
export async function buildFeed(
  answers: AnswerService,
  origin: string,
  code: string,
  ttlMs: number,
): Promise<LoadedEntry> {
  const { locale, page, summary: folderSummary, menuKeys, menuSurrogateKeys } = await findFeedFolder(answers, code);
  const [list, site] = await Promise.all([
    readAnswer(answers, 'findArticleList', { folderId: page.folder.fdId, nowPage: 1, pageSize: MAX_PAGE_SIZE }),
    readAnswer(answers, 'oneSite', { code: SITE_CODES[locale] }),
  ]);
  const dated = list.body.articleLists
    .filter((article) => article.id > 0)
    .map((article) => ({ article, time: parseBeijingTime(article.publishTime) }));
  dated.sort((a, b) => compareNewestFirst(a.time, b.time));
  const items: FeedItem[] = dated.slice(0, FEED_ITEM_COUNT).map(({ article, time }) => {
    const link = articleUrl(origin, article.id, locale);
    const summary = truncateText(xmlText(article.summary), FEED_DESCRIPTION_MAX);
    return {
      title: xmlText(article.title) || link,
      link,
      pubDate: time === null ? null : rfc822Date(time),
      description: summary === '' ? null : summary,
    };
  });
  const title = channelTitle(page.folder, siteNameOf(site.body));
  const body = await rssXml(
    {
      title,
      link: origin + localisedHref(page.path, [], locale),
      description: xmlText(folderSummary) || title,
      language: LANGUAGE_TAGS[locale],
      self: origin + feedPath(code),
      ttlMinutes: Math.max(1, Math.ceil(ttlMs / 60_000)),
    },
    items,
  );
  const surrogateKeys = [...menuSurrogateKeys, ...list.surrogateKeys, ...site.surrogateKeys];
  return { body, dependsOn: dependenciesOf([...menuKeys, list.key, site.key], surrogateKeys) };
}
