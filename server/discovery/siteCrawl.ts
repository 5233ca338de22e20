import type { MenuEntry, MenuItem } from '../../shared/api/menu.js';
import { MAX_PAGE, MAX_PAGE_SIZE, type Locale } from '../../shared/constants.js';
import pLimit from 'p-limit';
import { listFolders } from '../../shared/seo/feeds.js';
import { BffError } from '../errors/bffError.js';
import { parseBeijingTime, type BeijingTime } from './beijingTime.js';
import { readAnswer, type AnswerReader } from './cmsReader.js';

/** CMS calls a crawl keeps in flight at once: enough to hide latency, few enough to spare the CMS. */
export const DEFAULT_CRAWL_CONCURRENCY = 4;

export interface CrawledArticle {
  id: number;
  publishTime: BeijingTime | null;
}

export interface LanguageCrawl {
  locale: Locale;
  menus: MenuEntry[];
  /** The list folders the menus reach, in menu order. */
  folders: MenuEntry[];
  /** Every article of those folders, each once, in folder then list order. */
  articles: CrawledArticle[];
  /** Cache keys of the answers read, for the entries built from them. */
  sources: string[];
  /** Surrogate keys of the answers read (each once), which the entries built from them name. */
  surrogateKeys: string[];
}

export interface CrawlOptions {
  concurrency?: number;
}

/** A CMS that answers but says nothing usable: a failed crawl, so a good sitemap is not replaced by it. */
export function emptyAnswer(message: string): BffError {
  return new BffError(502, 'BAD_UPSTREAM_RESPONSE', message);
}

/** The menu tree of a language; an empty tree is an error, never a site without pages. */
export async function readMenus(
  answers: AnswerReader,
  locale: Locale,
): Promise<{ menus: MenuItem[]; key: string; surrogateKeys: string[] }> {
  const { body, key, surrogateKeys } = await readAnswer(answers, 'folderList', { flag: locale });
  if (body.length === 0) throw emptyAnswer(`the CMS returned no ${locale} menus`);
  return { menus: body, key, surrogateKeys };
}

interface CrawledPage {
  key: string;
  surrogateKeys: string[];
  pages: number;
  articles: CrawledArticle[];
}

/**
 * One page of a folder's list at the largest page size the API allows, kept as ids and times only, so
 * a large crawl holds a few numbers per article rather than whole answers.
 */
async function readListPage(answers: AnswerReader, folder: MenuEntry, nowPage: number): Promise<CrawledPage> {
  const { body, key, surrogateKeys } = await readAnswer(answers, 'findArticleList', {
    folderId: folder.fdId,
    nowPage,
    pageSize: MAX_PAGE_SIZE,
  });
  const counted = Math.max(body.countPage, Math.ceil(body.countSize / MAX_PAGE_SIZE));
  return {
    key,
    surrogateKeys,
    pages: Math.min(MAX_PAGE, Math.max(1, counted)),
    articles: body.articleLists.map((a) => ({ id: a.id, publishTime: parseBeijingTime(a.publishTime) })),
  };
}

/**
 * Every article of every list folder a language's menus reach: the menus, each folder's first page, then
 * all further pages, through the shared answer cache with at most `concurrency` calls at once. Any failed
 * call fails the crawl (an incomplete sitemap is never built).
 */
export async function crawlLanguage(
  answers: AnswerReader,
  locale: Locale,
  options: CrawlOptions = {},
): Promise<LanguageCrawl> {
  const limit = pLimit(options.concurrency ?? DEFAULT_CRAWL_CONCURRENCY);
  const readPage = async (folder: MenuEntry, nowPage: number): Promise<CrawledPage> => {
    try {
      return await readListPage(answers, folder, nowPage);
    } catch (error) {
      // The crawl has failed: the calls not yet started never start (their results would be thrown away).
      limit.clearQueue();
      throw error;
    }
  };
  const { menus, key: menuKey, surrogateKeys: menuKeys } = await readMenus(answers, locale);
  const folders = listFolders(menus).filter((folder) => folder.fdId > 0);
  const firstPages = await limit.map(folders, (folder) => readPage(folder, 1));
  const rest = folders.flatMap((folder, index) =>
    Array.from({ length: (firstPages[index]?.pages ?? 1) - 1 }, (_, p) => ({ folder, index, nowPage: p + 2 })),
  );
  const restPages = await limit.map(rest, ({ folder, nowPage }) => readPage(folder, nowPage));
  const byFolder = firstPages.map((page) => [page]);
  rest.forEach(({ index }, i) => byFolder[index]?.push(restPages[i] as CrawledPage));

  const seen = new Set<number>();
  const articles: CrawledArticle[] = [];
  for (const pages of byFolder) {
    for (const page of pages) {
      for (const article of page.articles) {
        if (!(article.id > 0) || seen.has(article.id)) continue;
        seen.add(article.id);
        articles.push(article);
      }
    }
  }
  const pages = [...firstPages, ...restPages];
  const sources = [menuKey, ...pages.map((p) => p.key)];
  const surrogateKeys = [...new Set([...menuKeys, ...pages.flatMap((p) => p.surrogateKeys)])];
  return { locale, menus, folders, articles, sources, surrogateKeys };
}
