import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Folder, FolderWithArticles, ServiceTile } from '../../../shared/api/folder.js';
import { LOCALES, TICKER_SYMBOLS, type Locale } from '../../../shared/constants.js';
import { expectTitle, unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { expectTitles, menuFor } from './listHelpers.js';

const site = useSite();

const tileTitles = (page: Page) => page.locator('[data-tile-title]').allTextContents();

describe('a column whose rich text fails to load', () => {
  // First in the file: the BFF has not cached this folder yet, so the failure reaches the page.
  it('shows the under-construction block and no error toast', async () => {
    // The server's render fails (the text is the page's essential call: the shell is sent), and so does
    // every try of the browser.
    site().control.failNext(100, 'http500', 'folder/getFolderDetail');
    const { page, context, errors } = await site().open('/columndetail/lxwm');
    await expectTitle(page, '联系我们');
    await page.locator('[data-empty="underConstruction"]').waitFor();
    expect(await page.locator('[data-toast]').count()).toBe(0);
    expect(unexpected(errors, [/status of 502/, /status of 503/])).toEqual([]);
    site().control.reset();
    await context.close();
  });
});

describe.each(LOCALES)('column pages (%s)', (locale: Locale) => {
  it('show the column rich text of /columndetail', async () => {
    const profile = await menuFor(site(), locale, 'gsjj');
    const { page, context, errors } = await site().open(`/columndetail/${profile.fdCode}`, { locale });
    await expectTitle(page, profile.fdName);
    const body = page.locator('[data-rich-text]');
    await body.waitFor();
    // The CMS's h3 sections, re-levelled to h2 under the page's h1 by the BFF.
    expect(await body.locator('h2').count()).toBeGreaterThan(0);
    expect(await body.locator('h3').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('show the folder detail and its articles on /column_article', async () => {
    const business = await menuFor(site(), locale, 'gjyw');
    const answer = await site().api<FolderWithArticles>(
      `/cms/api/folder/getFdDtAndAtcList?fdCode=${business.fdCode}&nowPage=1&pageSize=10`,
    );
    const { page, context } = await site().open(`/column_article/${business.fdCode}`, { locale });
    await expectTitle(page, business.fdName);
    await page.locator('[data-rich-text]').waitFor();
    await expectTitles(
      page,
      'text',
      answer.list.articleLists.map((a) => a.title),
    );
    // All of the column's articles are shown (at most twelve), so there is no link to more of them.
    expect(answer.list.countSize).toBe(answer.list.articleLists.length);
    expect(await page.locator('[data-column-more]').count()).toBe(0);
    await context.close();
  });

  it('show the sub-folders as tiles leading to their pages on /columnFolderList', async () => {
    const business = await menuFor(site(), locale, 'ywly');
    const folders = await site().api<Folder[]>(`/cms/api/folder/getAllSub?fdId=${business.fdId}`);
    const { page, context } = await site().open(`/columnFolderList/${business.fdCode}`, { locale });
    await expectTitle(page, business.fdName);
    await page.locator('[data-tile-title]').first().waitFor();
    expect(await tileTitles(page)).toEqual(folders.map((f) => f.fdName));
    const first = folders[0];
    if (!first?.jumpUrl) throw new Error('no tile link');
    await page.locator('[data-link-tiles] a').first().click();
    await page.waitForURL((url) => url.pathname === first.jumpUrl);
    await expectTitle(page, first.fdName);
    await context.close();
  });

  it('show the digital-engineering cards on /columnFolderList2', async () => {
    const digital = await menuFor(site(), locale, 'szgc');
    const tiles = await site().api<ServiceTile[]>(`/cms/api/folder/findDigitalCol?fdId=${digital.fdId}`);
    expect(tiles.length).toBeGreaterThan(0);
    const { page, context } = await site().open(`/columnFolderList2/${digital.fdCode}`, { locale });
    await expectTitle(page, digital.fdName);
    await page.locator('[data-tile-title]').first().waitFor();
    expect(await tileTitles(page)).toEqual(tiles.map((t) => t.fdName));
    await context.close();
  });

  it('show the child menus as cards on /szhfw', async () => {
    const services = await menuFor(site(), locale, 'szhfw');
    const { page, context } = await site().open(`/szhfw/${services.fdCode}`, { locale });
    await expectTitle(page, services.fdName);
    await page.locator('[data-tile-title]').first().waitFor();
    expect(await tileTitles(page)).toEqual(services.children.map((c) => c.fdName));
    const first = services.children[0];
    await page.locator('[data-link-tiles] a').first().click();
    await page.waitForURL((url) => url.pathname === first?.jumpUrl);
    await context.close();
  });

  it('show both quotes and share-price charts on the stock page', async () => {
    const stock = await menuFor(site(), locale, 'gpxx');
    const { page, context, errors } = await site().open(`/columnstock/${stock.fdCode}`, { locale });
    await expectTitle(page, stock.fdName);
    await page.locator('[data-quote]').first().waitFor();
    expect(await page.locator('[data-quote]').evaluateAll((q) => q.map((x) => x.getAttribute('data-quote')))).toEqual([
      ...TICKER_SYMBOLS,
    ]);
    const charts = page.locator('img[data-stock-chart]');
    // Each chart in the page's language.
    expect(await charts.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(
      TICKER_SYMBOLS.map((s) => `/stock-chart/${s}${locale === 'en' ? '?lang=en' : ''}`),
    );
    // The BFF sends the browser on to the chart picture, which must arrive.
    await expect
      .poll(() => charts.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('show the stock information and the sections of the investor-relations column', async () => {
    const investors = await menuFor(site(), locale, 'tzzgx');
    const { page, context } = await site().open(`/columnstock/${investors.fdCode}`, { locale });
    await expectTitle(page, investors.fdName);
    await page.locator('[data-quote]').first().waitFor();
    expect(await page.locator('img[data-stock-chart]').count()).toBe(TICKER_SYMBOLS.length);
    expect(await tileTitles(page)).toEqual(investors.children.map((c) => c.fdName));
    await context.close();
  });
});
