import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { label, menusOf } from './harness/content.js';
import { scrollsSideways, settled } from './harness/pageChecks.js';
import { PHONE, useSite } from './harness/site.js';

const site = useSite();

describe('small screens (375 px)', () => {
  it('collapse the navigation into a menu button that discloses the whole tree', async () => {
    const menus = await menusOf(site(), 'zh');
    const { page, context } = await site().open('/index/sy', { viewport: PHONE });
    await page.locator('[data-logo]').waitFor();
    expect(await page.locator('[data-nav-half="left"]').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: label('zh', 'nav.menu') });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.waitFor();
    const expected = flattenMenus(menus.filter((m) => m.status === 1)).map((m) => m.fdName);
    expect((await panel.locator('a, span').allTextContents()).map((s) => s.trim())).toEqual(expected);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('close the menu when one of its links is followed', async () => {
    const { page, context } = await site().open('/index/sy', { viewport: PHONE });
    const button = page.getByRole('button', { name: label('zh', 'nav.menu') });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name: '领导团队' }).click();
    await page.waitForURL('**/leaders');
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it.each(LOCALES)('never scroll sideways (%s)', async (locale) => {
    const { page, context } = await site().open('/index/sy', { viewport: PHONE, locale });
    for (const path of ['/index/sy', '/columndetail/gsjj', '/articlepagelist/dqgg', '/404']) {
      await page.goto(path);
      await settled(page);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await context.close();
  });
});
