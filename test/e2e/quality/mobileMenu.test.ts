import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/constants.js';
import { flattenMenus } from '../../../shared/nav/findMenu.js';
import { visibleTopMenus } from '../../../shared/nav/topNavSplit.js';
import { codeFor, label, menusOf } from '../harness/content.js';
import { useSite, type OpenedPage } from '../harness/site.js';
import { openSettled, seriousAxeViolations, SMALL_SCREEN } from './pageAudits.js';

const site = useSite();

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

/** A short description of the focused element: its tag and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim()}` : '';
  });
}

describe.each(LOCALES)('the navigation menu on a 375 × 812 screen (%s)', (locale) => {
  let opened: OpenedPage;
  // The details element's summary: named 'Menu' while closed and 'Close menu' while open.
  const button = () => opened.page.locator('[data-mobile-menu] > summary');
  const panel = async () => opened.page.locator(`#${await button().getAttribute('aria-controls')}`);

  beforeAll(async () => {
    opened = await site().open('/404', { locale, viewport: SMALL_SCREEN });
  });

  afterAll(async () => {
    await opened.context.close();
  });

  it.each(['/index/sy', `/articlepagelist/${codeFor(locale, 'jtyw')}`])(
    'on %s replaces the top navigation with a button that opens from the keyboard, every link reachable with Tab',
    async (path) => {
      const { page } = opened;
      await openSettled(page, path);
      expect(await page.locator('[data-nav-half="left"]').isVisible()).toBe(false);
      expect(await button().getAttribute('aria-expanded')).toBe('false');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await tabTo(page, button());
      await page.keyboard.press('Enter');
      const list = await panel();
      await list.waitFor();
      expect(await button().innerText()).toBe(label(locale, 'nav.closeMenu'));
      expect(await button().getAttribute('aria-expanded')).toBe('true');
      const links = (await list.locator('a').allTextContents()).map((text) => `a ${text.trim()}`);
      expect(links.length).toBeGreaterThan(10);
      const reached: string[] = [];
      for (let i = 0; i < links.length; i++) {
        await page.keyboard.press('Tab');
        reached.push(await focused(page));
      }
      expect(reached).toEqual(links);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
    },
  );

  it('lists the whole visible menu tree', async () => {
    const menus = await menusOf(site(), locale);
    await button().click();
    const list = await panel();
    await list.waitFor();
    const expected = flattenMenus(visibleTopMenus(menus)).map((m) => m.fdName);
    expect((await list.locator('a, span').allTextContents()).map((s) => s.trim())).toEqual(expected);
  });

  it('has no serious or critical axe violations while open', async () => {
    expect(await (await panel()).isVisible()).toBe(true);
    expect(await seriousAxeViolations(opened.page)).toEqual([]);
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const list = await panel();
    await list.locator('a').first().focus();
    await opened.page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await button().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes when one of its links is followed', async () => {
    const menus = await menusOf(site(), locale);
    const leaders = flattenMenus(menus).find((m) => m.jumpUrl === '/leaders');
    if (!leaders) throw new Error('no menu opens /leaders');
    await button().click();
    const list = await panel();
    await list.getByRole('link', { name: leaders.fdName, exact: true }).click();
    await opened.page.waitForURL((url) => url.pathname === '/leaders');
    expect(new URL(opened.page.url()).searchParams.get('lang')).toBe(locale === 'en' ? 'en' : null);
    await list.waitFor({ state: 'hidden' });
  });
});
