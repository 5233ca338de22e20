import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { MenuEntry } from '../../../shared/api/menu.js';
import type { Locale } from '../../../shared/constants.js';
import { codeFor, menuByCode, menusOf } from '../harness/content.js';
import type { Site } from '../harness/site.js';

/** The menu of a Chinese code's counterpart in `locale`. */
export async function menuFor(site: Site, locale: Locale, zhCode: string): Promise<MenuEntry> {
  return menuByCode(await menusOf(site, locale), codeFor(locale, zhCode));
}

/** One page of a folder's text list, as the BFF gives it to the client. */
export function articlePage(site: Site, folderId: number, nowPage = 1, pageSize = 10) {
  return site.api<PagedList<ArticleSummary>>(
    `/cms/api/article/findArticleList?folderId=${folderId}&nowPage=${nowPage}&pageSize=${pageSize}`,
  );
}

/** One page of a folder's picture articles. */
export function pictureArticlePage(site: Site, folderId: number, nowPage = 1, pageSize = 10) {
  return site.api<PagedList<ArticleSummary>>(
    `/cms/api/article/findPicArticles?folderId=${folderId}&nowPage=${nowPage}&pageSize=${pageSize}`,
  );
}

/** The titles a list shows, in order, once it has rows. */
export async function listTitles(page: Page, kind: string): Promise<string[]> {
  const list = page.locator(`[data-article-list="${kind}"]`);
  await list.locator('li').first().waitFor();
  return list.evaluate((el) =>
    Array.from(el.querySelectorAll(':scope > li')).map((li) => {
      const link = (li.querySelector('h2 a') ?? li.querySelector('a'))?.cloneNode(true) as HTMLElement | undefined;
      // The new-window hint is for screen readers; the title is what remains.
      link?.querySelectorAll('.visually-hidden').forEach((hint) => hint.remove());
      return (link?.textContent ?? '').trim();
    }),
  );
}

/** Waits until the list shows exactly these titles. */
export async function expectTitles(page: Page, kind: string, titles: string[]): Promise<void> {
  await expect.poll(() => listTitles(page, kind)).toEqual(titles);
}

/** The URL's page and size parameters. */
export function pageParams(page: Page): { page: string | null; size: string | null } {
  const url = new URL(page.url());
  return { page: url.searchParams.get('page'), size: url.searchParams.get('size') };
}
