import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf } from './harness/content.js';
import { hydrated, topNavNames } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

async function topNames(locale: Locale): Promise<string[]> {
  return (await menusOf(site(), locale)).filter((m) => m.status === 1).map((m) => m.fdName);
}

function storedLocale() {
  const raw = localStorage.getItem('locale');
  return raw === null ? null : (JSON.parse(raw) as { name: string; content: string; dataType: string });
}

describe('language switch', () => {
  it('saves the choice, clears the search box, goes home and reloads the menus in English', async () => {
    const { page, context } = await site().open('/columndetail/gsjj');
    await page.locator('[data-nav-half="right"] > li').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const search = page.locator('header').getByRole('searchbox');
    await search.fill('乙烯');
    await page.locator('button[data-locale="en"]').click();
    await page.waitForURL('**/index/sy');
    const names = await topNames('en');
    await expect
      .poll(async () => [...(await topNavNames(page)).left, ...(await topNavNames(page)).right])
      .toEqual(names);
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).toBe(label('en', 'app.siteName'));
    expect(await page.evaluate(storedLocale)).toMatchObject({ name: 'locale', content: 'en', dataType: 'string' });
    expect(await page.locator('button[data-locale="en"]').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('keeps the chosen language across a reload, and switches back to Chinese', async () => {
    const { page, context } = await site().open('/index/sy');
    await page.locator('button[data-locale="en"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/columndetail/egsjj');
    await page.reload();
    const enNames = await topNames('en');
    await expect
      .poll(async () => (await topNavNames(page)).left)
      .toEqual(enNames.slice(0, Math.floor(enNames.length / 2)));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The switch answers once the page has hydrated (a press before that only starts the scripts).
    await hydrated(page);
    await page.locator('button[data-locale="zh"]').click();
    await page.waitForURL('**/index/sy');
    const zhNames = await topNames('zh');
    await expect
      .poll(async () => (await topNavNames(page)).left)
      .toEqual(zhNames.slice(0, Math.floor(zhNames.length / 2)));
    await page.reload();
    await expect
      .poll(async () => (await topNavNames(page)).left)
      .toEqual(zhNames.slice(0, Math.floor(zhNames.length / 2)));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });

  it.each([
    ['an English page, shared with a reader new to the site', 'en', undefined],
    ['a Chinese page, opened by a reader who chose English', 'zh', 'en'],
  ] as const)('opens %s in its own language', async (_who, language, chosen) => {
    const code = codeFor(language, 'gsjj');
    const { page, context } = await site().open(`/columndetail/${code}`, chosen ? { locale: chosen } : {});
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe(language);
    expect(new URL(page.url()).pathname).toBe(`/columndetail/${code}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'zh' ? 'zh-CN' : 'en');
    const { fdName } = menuByCode(await menusOf(site(), language), code);
    expect(await page.locator('main h1').first().textContent()).toBe(fdName);
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
      await page.locator('[data-shortcut="profile"]').click();
      await page.waitForURL(`**/columndetail/${codeFor(locale, 'gsjj')}`);
      await page.locator('[data-shortcut="contact"]').click();
      await page.waitForURL(`**/columndetail/${codeFor(locale, 'lxwm')}`);
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
