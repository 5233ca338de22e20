import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { label } from '../harness/content.js';
import { expectTitle, unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { articlePage, expectTitles, menuFor, pageParams } from './listHelpers.js';

const site = useSite();

const titles = (list: { articleLists: { title: string }[] }) => list.articleLists.map((a) => a.title);

describe('a text list that fails to load', () => {
  // First in the file, with a folder no other test here opens: the BFF has not cached it yet.
  it("shows the server's message in the toast and the list's error state, and loads on retry", async () => {
    const patents = await menuFor(site(), 'zh', 'zscq');
    // The CMS fails the server's render (which sends the shell) and every try of the browser until it is
    // back (below, before the retry).
    site().control.failNext(100, 'envelopeError', 'article/findArticleList');
    const { page, context, errors } = await site().open(`/articlepagelist/${patents.fdCode}`);
    await page.getByRole('alert').filter({ hasText: 'Server busy' }).waitFor();
    const failed = page.locator('[data-state="error"]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(label('zh', 'pages.loadFailed'));
    site().control.reset();
    await failed.getByRole('button', { name: label('zh', 'pages.retry') }).click();
    await page.locator('[data-article-list="text"] li').first().waitFor();
    expect(await page.locator('[data-state="error"]').count()).toBe(0);
    expect(unexpected(errors, [/status of 502/, /status of 503/])).toEqual([]);
    await context.close();
  });
});

describe.each(LOCALES)('the paged text list (%s)', (locale: Locale) => {
  it('shows title and date of the first 10 articles, and the pager with the total', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const first = await articlePage(site(), news.fdId);
    const { page, context, errors } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    await expectTitle(page, news.fdName);
    await expectTitles(page, 'text', titles(first));
    const dates = await page.locator('[data-article-list="text"] li time').allTextContents();
    expect(dates).toEqual(first.articleLists.map((a) => (a.publishTime ?? '').slice(0, 10)));
    expect(await page.locator('[data-pager="total"]').textContent()).toContain(String(first.countSize));
    expect(await page.locator('[data-pager="sizes"] option').allTextContents()).toEqual([
      label(locale, 'pager.pageSize').replace('{size}', '10'),
      label(locale, 'pager.pageSize').replace('{size}', '20'),
    ]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('pages through the list, keeps page and size in the URL, and follows back and forward', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const [second, third, bySize] = await Promise.all([
      articlePage(site(), news.fdId, 2),
      articlePage(site(), news.fdId, 3),
      articlePage(site(), news.fdId, 1, 20),
    ]);
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    await page.locator('[data-pager="next"]').click();
    await expectTitles(page, 'text', titles(second));
    expect(pageParams(page)).toEqual({ page: '2', size: null });

    await page.locator('[data-pager="page"]', { hasText: /^3$/ }).click();
    await expectTitles(page, 'text', titles(third));
    expect(await page.locator('[data-pager="page"][aria-current="page"]').textContent()).toBe('3');

    await page.locator('[data-pager="sizes"]').selectOption('20');
    await expectTitles(page, 'text', titles(bySize));
    expect(pageParams(page)).toEqual({ page: null, size: '20' });

    await page.goBack();
    await expectTitles(page, 'text', titles(third));
    await page.goBack();
    await expectTitles(page, 'text', titles(second));
    await page.goForward();
    await expectTitles(page, 'text', titles(third));
    await context.close();
  });

  it('jumps to a typed page number, the last page for a number past the end', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const [second, third] = await Promise.all([articlePage(site(), news.fdId, 2), articlePage(site(), news.fdId, 3)]);
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    const jumper = page.locator('[data-pager="jumper"]');
    await jumper.fill('2');
    await jumper.press('Enter');
    await expectTitles(page, 'text', titles(second));
    await jumper.fill('99');
    await jumper.press('Enter');
    await expectTitles(page, 'text', titles(third));
    expect(pageParams(page).page).toBe('3');
    await context.close();
  });

  it('opens a deep link at its page and size, and falls back to defaults for invalid values', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const [secondOf20, first] = await Promise.all([
      articlePage(site(), news.fdId, 2, 20),
      articlePage(site(), news.fdId),
    ]);
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}?page=2&size=20`, { locale });
    await expectTitles(page, 'text', titles(secondOf20));
    expect(await page.locator('[data-pager="sizes"]').inputValue()).toBe('20');

    await page.goto(`/articlepagelist/${news.fdCode}?page=abc&size=15`);
    await expectTitles(page, 'text', titles(first));
    expect(await page.locator('[data-pager="sizes"]').inputValue()).toBe('10');

    // Past the end: the last page replaces the address.
    await page.goto(`/articlepagelist/${news.fdCode}?page=9&size=20`);
    await expectTitles(page, 'text', titles(secondOf20));
    await expect.poll(() => pageParams(page)).toEqual({ page: '2', size: '20' });
    await context.close();
  });

  it('starts again at page 1 when the route changes', async () => {
    const [news, media] = await Promise.all([menuFor(site(), locale, 'jtyw'), menuFor(site(), locale, 'mtjj')]);
    const mediaFirst = await articlePage(site(), media.fdId);
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}?page=2`, { locale });
    await page.locator('[data-article-list="text"] li').first().waitFor();
    await page.locator('aside').getByRole('link', { name: media.fdName }).click();
    await page.waitForURL((url) => url.pathname === `/articlepagelist/${media.fdCode}`);
    await expectTitles(page, 'text', titles(mediaFirst));
    expect(pageParams(page)).toEqual({ page: null, size: null });
    expect(await page.locator('[data-pager="page"][aria-current="page"]').textContent()).toBe('1');
    await context.close();
  });

  it('opens a row in a new window at the article', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const first = (await articlePage(site(), news.fdId)).articleLists[0];
    if (!first) throw new Error('no article');
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    const row = page.locator('[data-article-list="text"] li a').first();
    await row.waitFor();
    expect(await row.getAttribute('target')).toBe('_blank');
    expect(await row.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), row.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/articledetail/${first.id}`);
    await popup.locator('[data-article-title]').waitFor();
    expect(await popup.locator('[data-article-title]').textContent()).toBe(first.title);
    expect(new URL(page.url()).pathname).toBe(`/articlepagelist/${news.fdCode}`);
    await context.close();
  });

  it('shows the empty state for a folder without articles', async () => {
    const jobs = await menuFor(site(), locale, 'rczp');
    const { page, context } = await site().open(`/articlepagelist/${jobs.fdCode}`, { locale });
    await expectTitle(page, jobs.fdName);
    await page.locator('[data-empty="noData"]').waitFor();
    expect(await page.locator('[data-empty="noData"]').textContent()).toBe(label(locale, 'state.noData'));
    expect(await page.locator('[data-pager]').count()).toBe(0);
    await context.close();
  });

  it('says the page does not exist for a code that is not in the menu, with status 404', async () => {
    const response = await fetch(new URL('/articlepagelist/nosuchcode', site().baseUrl), {
      headers: { cookie: `locale=${locale}` },
    });
    expect(response.status).toBe(404);
    const { page, context } = await site().open('/articlepagelist/nosuchcode', { locale });
    const missing = page.locator('[data-page="not-found"][data-missing="page"]');
    await missing.waitFor();
    expect(await missing.textContent()).toContain(label(locale, 'notFound.message'));
    await context.close();
  });
});

describe.each(LOCALES)('the feed of a news list (%s)', (locale: Locale) => {
  it('is linked below the list and announced in the head under its own title, and answers RSS', async () => {
    const news = await menuFor(site(), locale, 'jtyw');
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    const link = page.locator('[data-feed-link]');
    expect(await link.getAttribute('href')).toBe(`/feeds/${news.fdCode}.xml`);
    const head = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    const announced = await head.getAttribute('href');
    expect(announced).toBe(`${site().baseUrl}/feeds/${news.fdCode}.xml`);
    const feed = await fetch(announced ?? '');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    // The head names the feed as the feed names itself, in the page's language.
    const title = await head.getAttribute('title');
    expect(title?.startsWith(`${news.fdName} | `)).toBe(true);
    expect(await feed.text()).toContain(`<title>${title}</title>`);
    await context.close();
  });
});
