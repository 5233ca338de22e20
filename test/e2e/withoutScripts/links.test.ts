import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { codeFor, inLanguage } from '../harness/content.js';
import { linksWithoutEnglish } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite, type OpenedPage } from '../harness/site.js';
import { articlePage, listTitles, menuFor } from '../pages/listHelpers.js';
import { langParameter, MENU_SUMMARY, pageLanguage, WITHOUT_SCRIPTS_POLL, withoutPictures } from './noScriptPage.js';

/*
 * With JavaScript off, the whole site can be read and navigated in both languages, searched
 * and paged. The language switch is a link, every link of an English page keeps `lang=en`, the search
 * forms are `GET` forms to `/articlesearch` and the pager's steps are links.
 */

const site = useSite();

const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
/** A word of the demo content with more than a page of results, in each language. */
const WORDS: Record<Locale, string> = { zh: '乙烯', en: 'hydrogen' };
/** Results the search page shows at once. */
const SEARCH_PAGE_SIZE = 10;

/** Waits for the navigation that `act` starts, to a page at `pathname`. */
async function navigated(page: Page, pathname: string, act: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForURL((url) => url.pathname === pathname), act()]);
}

/** The page is in `locale`: its `<html lang>`, and its address names English when it is. */
async function expectLanguage(page: Page, locale: Locale): Promise<void> {
  expect(await pageLanguage(page)).toBe(HTML_LANG[locale]);
  if (locale === 'en') expect(langParameter(page)).toBe('en');
  else expect(langParameter(page)).not.toBe('en');
}

/** A level-1 link of the top navigation, in reach: on a phone, the menu is opened first. */
async function topMenuLink(page: Page, phone: boolean) {
  if (phone) await page.locator(MENU_SUMMARY).click(WITHOUT_SCRIPTS_POLL);
  return page.locator('[data-nav-half="right"] > li > a').first();
}

function searchArticles(locale: Locale, text: string) {
  const query = new URLSearchParams({ inPutMessage: text, flag: locale, nowPage: '1', pageSize: '10' });
  return site().api<PagedList<ArticleSummary>>(`/cms/api/article/textSearch?${query.toString()}`);
}

describe.each([
  ['1440', DESKTOP],
  ['375', PHONE],
] as const)('links and forms without JavaScript at %s px', (_width, viewport) => {
  let opened: OpenedPage;
  const phone = viewport === PHONE;

  beforeAll(async () => {
    opened = await site().open('about:blank', { javaScript: false, viewport });
    await withoutPictures(opened.page);
  });
  afterAll(async () => {
    await opened.context.close();
  });

  it('switches a page to English and back with the language links; every link of the English page keeps English', async () => {
    const { page } = opened;
    await page.goto('/columndetail/gsjj');
    await expectLanguage(page, 'zh');
    await navigated(page, '/columndetail/egsjj', () => page.locator('a[data-locale="en"]').click());
    await expectLanguage(page, 'en');
    expect(await linksWithoutEnglish(page)).toEqual([]);
    await navigated(page, '/columndetail/gsjj', () => page.locator('a[data-locale="zh"]').click());
    await expectLanguage(page, 'zh');
  });

  it.each(LOCALES)('follows a menu link of a page in %s to another page in that language', async (locale) => {
    const { page } = opened;
    await page.goto(inLanguage(locale, `/columndetail/${codeFor(locale, 'gsjj')}`));
    const link = await topMenuLink(page, phone);
    const href = await link.getAttribute('href');
    expect(href).not.toBeNull();
    const target = new URL(href ?? '', page.url());
    await navigated(page, target.pathname, () => link.click());
    await expectLanguage(page, locale);
    if (locale === 'en') expect(await linksWithoutEnglish(page)).toEqual([]);
  });

  it.each(LOCALES)("finds a word of the demo content with the header's search box, in %s", async (locale) => {
    const { page } = opened;
    const found = await searchArticles(locale, WORDS[locale]);
    await page.goto(inLanguage(locale, `/columndetail/${codeFor(locale, 'gsjj')}`));
    const box = page.locator('header form[action="/articlesearch"] input[name="inputValue"]');
    await box.fill(WORDS[locale]);
    await navigated(page, '/articlesearch', () => box.press('Enter'));
    expect(new URL(page.url()).searchParams.get('inputValue')).toBe(WORDS[locale]);
    await expectLanguage(page, locale);
    expect(await page.locator('[data-article-list="search"] > li').count()).toBe(
      Math.min(found.countSize, SEARCH_PAGE_SIZE),
    );
  });

  it.each(LOCALES)("finds a word with the home page's own search form, in %s", async (locale) => {
    const { page } = opened;
    await page.goto(inLanguage(locale, '/index/sy'));
    const form = page.locator('main form[action="/articlesearch"]');
    await form.locator('input[name="inputValue"]').fill(WORDS[locale]);
    await navigated(page, '/articlesearch', () => form.locator('[type="submit"]').click());
    expect(new URL(page.url()).searchParams.get('inputValue')).toBe(WORDS[locale]);
    await expectLanguage(page, locale);
    expect(await page.locator('[data-article-list="search"] > li').count()).toBeGreaterThan(0);
  });

  it.each(LOCALES)('says so when the word searched for is empty, in %s', async (locale) => {
    const { page } = opened;
    await page.goto(inLanguage(locale, `/columndetail/${codeFor(locale, 'gsjj')}`));
    const box = page.locator('header form[action="/articlesearch"] input[name="inputValue"]');
    await navigated(page, '/articlesearch', () => box.press('Enter'));
    await expectLanguage(page, locale);
    expect(await page.locator('[data-search-message="empty-word"]').isVisible()).toBe(true);
  });

  it.each(LOCALES)("opens a text list's second page with the pager, in %s", async (locale) => {
    const { page } = opened;
    const menu = await menuFor(site(), locale, 'jtyw');
    const second = await articlePage(site(), menu.fdId, 2);
    const path = `/articlepagelist/${menu.fdCode}`;
    await page.goto(inLanguage(locale, path));
    await page.locator('[data-pager="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).pathname).toBe(path);
    await expectLanguage(page, locale);
    expect(await listTitles(page, 'text')).toEqual(second.articleLists.map((article) => article.title));
  });
});
