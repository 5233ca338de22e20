import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf } from './harness/content.js';
import { hydrated, linksWithoutEnglish, topNavNames } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

async function topNames(locale: Locale): Promise<string[]> {
  return (await menusOf(site(), locale)).filter((m) => m.status === 1).map((m) => m.fdName);
}

function storedLocale() {
  const raw = localStorage.getItem('locale');
  return raw === null ? null : (JSON.parse(raw) as { name: string; content: string; dataType: string });
}

/** The path and query of the page's address. */
function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('language switch', () => {
  it('opens the same page in English, whose every link keeps English; saves the choice and clears the search box', async () => {
    const { page, context } = await site().open('/columndetail/gsjj');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const search = page.locator('header').getByRole('searchbox');
    await search.fill('乙烯');
    await page.locator('a[data-locale="en"]').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/columndetail/egsjj?lang=en');
    const names = await topNames('en');
    await expect
      .poll(async () => [...(await topNavNames(page)).left, ...(await topNavNames(page)).right])
      .toEqual(names);
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(storedLocale)).toMatchObject({ name: 'locale', content: 'en', dataType: 'string' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
    expect(await page.locator('[data-locale="en"]').getAttribute('aria-current')).toBe('true');
    // Menus, section menu, breadcrumb and footer, after a navigation inside the app.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => linksWithoutEnglish(page)).toEqual([]);
    await context.close();
  });

  it('writes every link of an English page with lang=en in the server HTML, and keeps it through navigation', async () => {
    const html = await (await fetch(`${site().baseUrl}/articlepagelist/ejtyw?lang=en`)).text();
    const bare = [...html.matchAll(/href="(\/[^"]*)"/g)]
      .map(([, href = '']) => href.replaceAll('&amp;', '&'))
      .filter((href) => !/^\/(cms|feeds|assets)\//.test(href) && !href.startsWith('/favicon'))
      .filter((href) => !/[?&]lang=(en|zh)(&|$)/.test(href));
    expect(bare).toEqual([]);
    const { page, context } = await site().open('/articlepagelist/ejtyw?lang=en');
    await hydrated(page);
    await page.locator('[data-pager="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.locator('[data-breadcrumb] a').first().click();
    await page.waitForURL((url) => url.pathname === '/index/sy');
    expect(address(page)).toBe('/index/sy?lang=en');
    await context.close();
  });

  it('goes back to Chinese at the Chinese URL, naming the language, and stays there through links and reloads', async () => {
    const { page, context } = await site().open('/columndetail/egsjj?lang=en');
    await hydrated(page);
    await page.locator('a[data-locale="zh"]').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/columndetail/gsjj?lang=zh');
    const zhNames = await topNames('zh');
    await expect
      .poll(async () => (await topNavNames(page)).left)
      .toEqual(zhNames.slice(0, Math.floor(zhNames.length / 2)));
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('zh');
    await page.locator('[data-shortcut="contact"]').click();
    await page.waitForURL((url) => url.pathname === '/columndetail/lxwm');
    expect(address(page)).toBe('/columndetail/lxwm');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(address(page)).toBe('/columndetail/lxwm');
    await context.close();
  });

  it("sends a bare URL to a reader who chose English on to the page's English URL", async () => {
    const { page, context } = await site().open('/columndetail/gsjj', { locale: 'en' });
    expect(address(page)).toBe('/columndetail/egsjj?lang=en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const { fdName } = menuByCode(await menusOf(site(), 'en'), 'egsjj');
    expect(await page.locator('main h1').first().textContent()).toBe(fdName);
    await context.close();
  });

  it.each([
    [
      'a Chinese code named in English, to its English counterpart',
      '/columndetail/gsjj?lang=en',
      '/columndetail/egsjj?lang=en',
    ],
    ['an English code in a bare URL, to its Chinese counterpart', '/columndetail/egsjj', '/columndetail/gsjj'],
    ['a Chinese article named in English, to its own URL', '/articledetail/1001?lang=en', '/articledetail/1001'],
  ] as const)('sends %s', async (_what, from, to) => {
    const { page, context } = await site().open(from);
    expect(address(page)).toBe(to);
    await context.close();
  });

  it('answers a Chinese article in Chinese at its own URL to a reader who chose English, keeping the choice', async () => {
    const { page, context } = await site().open('/articledetail/1001', { locale: 'en' });
    expect(address(page)).toBe('/articledetail/1001');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await hydrated(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
    await context.close();
  });

  it('reads a plain value another tool wrote to localStorage.locale', async () => {
    const { page, context } = await site().open('/index/sy', { locale: 'en' });
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    const names = await topNames('en');
    await expect.poll(async () => (await topNavNames(page)).right).toEqual(names.slice(Math.floor(names.length / 2)));
    await context.close();
  });

  it.each([
    ['English', 'en', 'en', 2],
    ['Chinese', 'zh', 'zh-CN', 1],
  ] as const)(
    'honours a choice of %s kept in storage from before the cookie, loading the page once more at most',
    async (_name, chosen, lang, loads) => {
      // Storage only, as a visit from before the cookie existed left it: the server draws the default language.
      const { page, context } = await site().open('/index/sy');
      await context.clearCookies();
      await page.evaluate((locale) => localStorage.setItem('locale', locale), chosen);
      let mainFrameLoads = 0;
      page.on('load', () => (mainFrameLoads += 1));
      await page.goto('/index/sy');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const names = await topNames(chosen);
      await expect
        .poll(async () => (await topNavNames(page)).left)
        .toEqual(names.slice(0, Math.floor(names.length / 2)));
      // The choice goes into the cookie once the page has hydrated.
      await hydrated(page);
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe(chosen);
      // Settled: no further load comes after the one that honoured the choice.
      await page.waitForTimeout(500);
      expect(mainFrameLoads).toBe(loads);
      await context.close();
    },
  );

  it.each(['zh', 'en'] as const)(
    "opens the language's profile and contact pages from the header (%s)",
    async (locale) => {
      const { page, context } = await site().open('/index/sy', { locale });
      const inLanguage = (path: string) => (locale === 'en' ? `${path}?lang=en` : path);
      await page.locator('[data-shortcut="profile"]').click();
      await page.waitForURL(
        (url) => `${url.pathname}${url.search}` === inLanguage(`/columndetail/${codeFor(locale, 'gsjj')}`),
      );
      await page.locator('[data-shortcut="contact"]').click();
      await page.waitForURL(
        (url) => `${url.pathname}${url.search}` === inLanguage(`/columndetail/${codeFor(locale, 'lxwm')}`),
      );
      await context.close();
    },
  );

  it.each(['zh', 'en'] as const)('explains how to set the home page and bookmark the site (%s)', async (locale) => {
    const { page, context } = await site().open('/index/sy', { locale });
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: label(locale, 'header.setHome') }).click();
    await page.getByRole('button', { name: label(locale, 'header.addFavourite') }).click();
    await expect
      .poll(() => messages)
      .toEqual([label(locale, 'header.setHomeAlert'), label(locale, 'header.favouriteAlert')]);
    await context.close();
  });
});
