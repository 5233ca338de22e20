import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary, RelatedNews } from '../../../shared/api/article.js';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { inLanguage, label } from '../harness/content.js';
import { breadcrumbSteps, expectTitle, unexpected } from '../harness/pageChecks.js';
import { renderInBrowser } from '../harness/browserRender.js';
import { useSite } from '../harness/site.js';
import { articlePage, menuFor } from './listHelpers.js';

const site = useSite();

/** A fact line as the page writes it: `来源：…` / `Source: …`. */
function fact(locale: Locale, name: 'article.source' | 'article.author' | 'common.date', value: string): string {
  return `${label(locale, name)}${locale === 'zh' ? '：' : ': '}${value}`;
}

async function factText(page: Page, name: string): Promise<string> {
  return ((await page.locator(`[data-article-fact="${name}"]`).textContent()) ?? '').trim();
}

/** The group-news articles of a language, one with a named source and one without. */
async function newsArticles(locale: Locale): Promise<{ named: ArticleSummary; unnamed: ArticleSummary }> {
  const news = await menuFor(site(), locale, 'jtyw');
  const all = (await articlePage(site(), news.fdId, 1, 100)).articleLists;
  const named = all.find((a) => a.publishUser !== null);
  const unnamed = all.find((a) => a.publishUser === null);
  if (!named || !unnamed) throw new Error('the demo news need articles with and without a source');
  return { named, unnamed };
}

describe.each(LOCALES)('the article page (%s)', (locale: Locale) => {
  it('shows title, source, date and the body, inside its section', async () => {
    const { named } = await newsArticles(locale);
    const [section, news] = await Promise.all([menuFor(site(), locale, 'gsxw'), menuFor(site(), locale, 'jtyw')]);
    const { page, context, errors } = await site().open(`/articledetail/${named.id}`, { locale });
    await expectTitle(page, label(locale, 'article.detail'));
    await page.locator('[data-article-title]').waitFor();
    expect(await page.locator('[data-article-title]').textContent()).toBe(named.title);
    expect(await factText(page, 'article.source')).toBe(fact(locale, 'article.source', named.publishUser ?? ''));
    expect(await factText(page, 'common.date')).toBe(
      fact(locale, 'common.date', (named.publishTime ?? '').slice(0, 10)),
    );
    const body = page.locator('[data-rich-text]');
    expect(await body.locator('p').count()).toBeGreaterThan(0);
    expect(await body.locator('script').count()).toBe(0);
    await expect
      .poll(() => breadcrumbSteps(page))
      .toEqual([label(locale, 'common.home'), section.fdName, news.fdName, label(locale, 'article.detail')]);
    expect(await page.locator('aside h2').textContent()).toBe(section.fdName);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows the default source label when the article names none', async () => {
    const { unnamed } = await newsArticles(locale);
    const { page, context } = await site().open(`/articledetail/${unnamed.id}`, { locale });
    await page.locator('[data-article-title]').waitFor();
    expect(await factText(page, 'article.source')).toBe(
      fact(locale, 'article.source', label(locale, 'article.defaultSource')),
    );
    await context.close();
  });

  it('lists the related news, each opening its article', async () => {
    const { named } = await newsArticles(locale);
    const related = await site().api<RelatedNews[]>(
      `/cms/api/article/getAboutNews?articleId=${named.id}&fdCode=${named.fdCode ?? ''}`,
    );
    const first = related[0];
    if (!first) throw new Error('no related news');
    const { page, context } = await site().open(`/articledetail/${named.id}`, { locale });
    const links = page.locator('[data-related-news] li a');
    await links.first().waitFor();
    expect(await links.allTextContents()).toEqual(related.map((r) => r.title));
    await links.first().click();
    await page.waitForURL((url) => url.pathname === `/articledetail/${first.articleId}`);
    await expect.poll(() => page.locator('[data-article-title]').textContent()).toBe(first.title);
    await context.close();
  });

  it('shows the no-data label when there is no related news', async () => {
    const { named } = await newsArticles(locale);
    const { page, context } = await site().open('/404', { locale });
    await renderInBrowser(page);
    await page.route('**/cms/api/article/getAboutNews?**', (route) => route.fulfill({ json: [] }));
    await page.goto(`/articledetail/${named.id}`);
    const empty = page.locator('[data-related-news] [data-empty="noData"]');
    await empty.waitFor();
    expect(await empty.textContent()).toBe(label(locale, 'state.noData'));
    await context.close();
  });

  it('hides the section banner while open and shows it again on a list', async () => {
    const { named } = await newsArticles(locale);
    const news = await menuFor(site(), locale, 'jtyw');
    const { page, context } = await site().open(`/articlepagelist/${news.fdCode}`, { locale });
    const banner = page.locator('[data-slot="section-banner"]');
    await banner.waitFor();
    await page.goto(`/articledetail/${named.id}`);
    await page.locator('[data-article-title]').waitFor();
    expect(await banner.count()).toBe(0);
    await page.goBack();
    await banner.waitFor();
    await context.close();
  });

  it('shows the same article without the sidebar at /articledetailonly', async () => {
    const { named } = await newsArticles(locale);
    const { page, context } = await site().open(`/articledetailonly/${named.id}`, { locale });
    await page.locator('[data-article-title]').waitFor();
    expect(await page.locator('[data-article-title]').textContent()).toBe(named.title);
    await page.locator('[data-related-news]').waitFor();
    expect(await page.locator('aside').count()).toBe(0);
    expect(await page.locator('[data-slot="section-banner"]').count()).toBe(0);
    await context.close();
  });

  it('previews an article with title, author and date, without sidebar or banner', async () => {
    const { named } = await newsArticles(locale);
    const { page, context } = await site().open(`/articlepreview/${named.id}`, { locale });
    await expectTitle(page, label(locale, 'article.preview'));
    await page.locator('[data-article-title]').waitFor();
    expect(await page.locator('[data-article-title]').textContent()).toBe(named.title);
    expect(await factText(page, 'article.author')).toBe(fact(locale, 'article.author', named.publishUser ?? ''));
    expect(await factText(page, 'common.date')).toBe(
      fact(locale, 'common.date', (named.publishTime ?? '').slice(0, 10)),
    );
    expect(await page.locator('aside').count()).toBe(0);
    expect(await page.locator('[data-slot="section-banner"]').count()).toBe(0);
    await context.close();
  });

  it('says there is no such article for an unknown id, with status 404, a way home and a search box', async () => {
    const response = await fetch(new URL('/articledetail/987654321', site().baseUrl), {
      headers: { cookie: `locale=${locale}` },
    });
    expect(response.status).toBe(404);
    const { page, context } = await site().open('/articledetail/987654321', { locale });
    const missing = page.locator('[data-page="not-found"][data-missing="article"]');
    await missing.waitFor();
    expect(await missing.textContent()).toContain(label(locale, 'notFound.articleMessage'));
    expect(await missing.locator(`a[href="${inLanguage(locale, '/index/sy')}"]`).count()).toBe(1);
    expect(await missing.getByRole('searchbox').count()).toBe(1);
    expect(await page.locator('main h1').textContent()).toBe(label(locale, 'notFound.articleTitle'));
    await context.close();
  });
});
