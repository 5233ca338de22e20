import { describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { Locale } from '../../../shared/constants.js';
import { label } from '../harness/content.js';
import { expectTitle } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { expectTitles, pageParams } from './listHelpers.js';

const site = useSite();

function search(locale: Locale, text: string, nowPage = 1) {
  const query = new URLSearchParams({ inPutMessage: text, flag: locale, nowPage: String(nowPage), pageSize: '10' });
  return site().api<PagedList<ArticleSummary>>(`/cms/api/article/textSearch?${query.toString()}`);
}

const titles = (list: PagedList<ArticleSummary>) => list.articleLists.map((a) => a.title);

describe.each([
  ['zh', '乙烯'],
  ['en', 'hydrogen'],
] as const)('search results (%s, %s)', (locale, word) => {
  it('finds the word from the header box, shows the count and marks every match', async () => {
    const found = await search(locale, word);
    expect(found.countSize).toBeGreaterThan(10);
    const { page, context } = await site().open('/index/sy', { locale });
    const box = page.locator('header').getByRole('searchbox');
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL('**/articlesearch?**');
    await expectTitle(page, label(locale, 'search.result'));
    await expectTitles(page, 'search', titles(found));
    const summary = page.locator('[data-search-summary]');
    expect(await summary.textContent()).toContain(String(found.countSize));
    expect(await summary.locator('strong').textContent()).toBe(word);
    const marks = await page.locator('[data-article-list="search"] mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe(word);
    expect(await box.inputValue()).toBe(word);
    await context.close();
  });

  it('keeps the text in the box on a deep link, and pages through the results 10 at a time', async () => {
    const second = await search(locale, word, 2);
    const { page, context } = await site().open(`/articlesearch?inputValue=${encodeURIComponent(word)}`, { locale });
    await page.locator('[data-article-list="search"] li').first().waitFor();
    expect(await page.locator('header').getByRole('searchbox').inputValue()).toBe(word);
    expect(await page.locator('[data-article-list="search"] > li').count()).toBe(10);
    expect(await page.locator('[data-pager="sizes"]').count()).toBe(0);
    await page.locator('[data-pager="next"]').click();
    await expectTitles(page, 'search', titles(second));
    expect(pageParams(page).page).toBe('2');
    expect(new URL(page.url()).searchParams.get('inputValue')).toBe(word);
    await page.goBack();
    await expect.poll(() => pageParams(page).page).toBe(null);
    expect(await page.locator('header').getByRole('searchbox').inputValue()).toBe(word);
    await context.close();
  });

  it('shows the no-result state for nonsense', async () => {
    const nonsense = 'qzxv不存在词qzxv';
    const { page, context } = await site().open(`/articlesearch?inputValue=${encodeURIComponent(nonsense)}`, {
      locale,
    });
    const empty = page.locator('[data-empty="noSearchResult"]');
    await empty.waitFor();
    expect(await empty.textContent()).toBe(label(locale, 'state.noSearchResult'));
    expect(await page.locator('[data-search-summary] strong').textContent()).toBe(nonsense);
    expect(await page.locator('header').getByRole('searchbox').inputValue()).toBe(nonsense);
    await context.close();
  });
});

describe('search text', () => {
  it('is shown as text, never as markup', async () => {
    const text = '<img src=x data-injected="1">';
    const { page, context } = await site().open(`/articlesearch?inputValue=${encodeURIComponent(text)}`);
    await page.locator('[data-search-summary] strong').waitFor();
    expect(await page.locator('[data-search-summary] strong').textContent()).toBe(text);
    expect(await page.locator('[data-injected]').count()).toBe(0);
    await context.close();
  });

  it('asks for a word without asking the server when there is no text', async () => {
    const { page, context } = await site().open('/404');
    let searched = false;
    await page.route('**/cms/api/article/textSearch?**', (route) => {
      searched = true;
      return route.continue();
    });
    await page.goto('/articlesearch');
    await page.locator('[data-search-message="empty-word"]').waitFor();
    expect(searched).toBe(false);
    await context.close();
  });
});
