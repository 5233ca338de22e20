import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { FolderWithArticles } from '../../../shared/api/folder.js';
import type { ShareQuotes } from '../../../shared/api/share.js';
import type { Subsidiaries } from '../../../shared/api/site.js';
import { LOCALES, TICKER_SYMBOLS } from '../../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf } from '../harness/content.js';
import { expectTitle } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite } from '../harness/site.js';
import { scrolledTo } from '../home/homePage.js';

const site = useSite();

const CASES = LOCALES.flatMap((locale) => [[locale, '1440', DESKTOP] as const, [locale, '375', PHONE] as const]);

/** The titles of one text list, without the screen readers' new-window hint. */
function listTitles(page: Page, index: number): Promise<string[]> {
  return page
    .locator('[data-column-articles] [data-article-list="text"]')
    .nth(index)
    .evaluate((list) =>
      Array.from(list.querySelectorAll(':scope > li > a')).map((a) => {
        const copy = a.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.visually-hidden').forEach((hint) => hint.remove());
        return (copy.textContent ?? '').trim();
      }),
    );
}

describe.each(CASES)('fit and finish of the content pages (%s, %s px)', (locale, _width, viewport) => {
  it('names the listed companies in the page language on the share-price page', async () => {
    const { quotes } = await site().api<ShareQuotes>('/cms/api/share/sharesMessage');
    const stock = menuByCode(await menusOf(site(), locale), codeFor(locale, 'gpxx'));
    const { page, context } = await site().open(`/columnstock/${stock.fdCode}`, { locale, viewport });
    await expectTitle(page, stock.fdName);
    for (const symbol of TICKER_SYMBOLS) {
      const quote = quotes.find((q) => `${q.market}${q.code}` === symbol);
      if (!quote) throw new Error(`no quote ${symbol}`);
      const name = locale === 'en' ? label('en', `home.company.${symbol}` as 'home.company.sh609117') : quote.name;
      const card = page.locator(`[data-quote="${symbol}"]`);
      await card.waitFor();
      expect(await card.locator('p').first().textContent()).toContain(name);
      expect(await page.locator(`img[data-stock-chart="${symbol}"]`).getAttribute('alt')).toContain(name);
    }
    if (locale === 'en') {
      for (const text of await page.locator('[data-quote] p:first-child').allTextContents()) {
        expect(text).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
    await context.close();
  });

  it('shows the second-level legal bodies and the overseas institutions on the organisation page', async () => {
    const data = await site().api<Subsidiaries>(`/cms/api/site/subsidiaries?flag=${locale}`);
    const organisation = menuByCode(await menusOf(site(), locale), codeFor(locale, 'zzjg'));
    const { page, context } = await site().open(`/companyzzjge/${organisation.fdCode}`, { locale, viewport });
    await page.getByRole('tab', { name: label(locale, 'org.subsidiaries') }).click();
    for (const [kind, id] of [
      ['secondLevel', 'org.secondLevelLegalBodies'],
      ['overseas', 'org.overseasInstitutions'],
    ] as const) {
      const group = data.groups.find((g) => g.kind === kind);
      expect(group?.companies.length).toBeGreaterThan(0);
      const section = page.locator(`[data-org-units="${kind}"]`);
      await section.waitFor();
      expect((await section.locator('h2').textContent())?.trim()).toBe(label(locale, id));
      const names = (await section.locator('li').allInnerTexts()).map((t) =>
        t.replace(label(locale, 'common.opensInNewWindow'), '').trim(),
      );
      expect(names).toEqual(group?.companies.map((c) => c.name));
    }
    await context.close();
  });

  it('shows the summaries on the image list', async () => {
    const photos = menuByCode(await menusOf(site(), locale), codeFor(locale, 'tpxw'));
    const list = await site().api<PagedList<ArticleSummary>>(
      `/cms/api/article/findPicArticles?folderId=${photos.fdId}&nowPage=1&pageSize=10`,
    );
    const summaries = list.articleLists.flatMap((a) => (a.summary ? [a.summary] : []));
    expect(summaries.length).toBeGreaterThan(0);
    const { page, context } = await site().open(`/articleimglist/${photos.fdCode}`, { locale, viewport });
    const shown = page.locator('[data-article-list="grid"] [data-summary]');
    await shown.first().waitFor();
    expect((await shown.allTextContents()).map((t) => t.trim())).toEqual(summaries);
    expect(await shown.first().isVisible()).toBe(true);
    await context.close();
  });

  it('shows the pinned top news first in the news centre', async () => {
    const pinned = await site().api<ArticleSummary[]>(`/cms/api/article/stickArticle?flag=${locale}`);
    const top = pinned[0];
    if (!top) throw new Error('the CMS pins no article');
    const { page, context } = await site().open('/index/sy', { locale, viewport });
    // The server drew it first in the block.
    const drawn = page.locator('[data-home-block="news"] [data-top-news]');
    expect(await drawn.getAttribute('data-top-news')).toBe(String(top.id));
    // The block answers the pointer once its code runs: it comes as the visitor scrolls to it.
    const topNews = (await scrolledTo(page, 'news')).locator('[data-top-news]');
    await topNews.waitFor();
    expect(await topNews.getAttribute('data-top-news')).toBe(String(top.id));
    expect(await topNews.locator('h3').textContent()).toBe(top.title);
    expect(await topNews.textContent()).toContain(label(locale, 'home.topNews'));
    // It comes before the carousel and the categories in the block.
    const beforeTheRest = await topNews.evaluate((el) =>
      ['[data-news-slider]', '[data-news-categories]'].every((selector) => {
        const other = el.closest('[data-block="news"]')?.querySelector(selector);
        return other !== null && other !== undefined && (el.compareDocumentPosition(other) & 4) !== 0;
      }),
    );
    expect(beforeTheRest).toBe(true);
    // By keyboard, as a reader tabbing through the block: focus brings the link into view wherever the
    // fixed navigation bar happens to be, which a pointer aimed a moment earlier may not allow for.
    await topNews.locator('h3 a').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/articledetail/${top.articleId || top.id}`);
    await context.close();
  });

  it.each([
    ['zscq', [5]],
    ['hxjs', [6, 2]],
    ['qydt', [6, 6]],
  ] as const)('lists the latest articles of /column_article/%s as %j', async (zhCode, sizes) => {
    const column = menuByCode(await menusOf(site(), locale), codeFor(locale, zhCode));
    const answer = await site().api<FolderWithArticles>(
      `/cms/api/folder/getFdDtAndAtcList?fdCode=${column.fdCode}&nowPage=1&pageSize=20`,
    );
    const { page, context } = await site().open(`/column_article/${column.fdCode}`, { locale, viewport });
    await expectTitle(page, column.fdName);
    const lists = page.locator('[data-column-articles] [data-article-list="text"]');
    await lists.first().waitFor();
    expect(await lists.count()).toBe(sizes.length);
    const titles = answer.list.articleLists.map((a) => a.title);
    let start = 0;
    for (const [i, size] of sizes.entries()) {
      expect(await listTitles(page, i)).toEqual(titles.slice(start, start + size));
      start += size;
    }
    const more = page.locator('[data-column-more]');
    if (answer.list.countSize > start) {
      await more.click();
      await page.waitForURL((url) => url.pathname === `/articlepagelist/${column.fdCode}`);
      await expectTitle(page, column.fdName);
    } else {
      expect(await more.count()).toBe(0);
    }
    await context.close();
  });
});
