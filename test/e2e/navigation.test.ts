import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { codeFor, inLanguage, menuByCode, menusOf } from './harness/content.js';
import { menuTree } from '../helpers/menuFixture.js';
import { patchMenus } from './harness/menuPatch.js';
import { exactly, settled, topNavNames } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

/** A storage entry (the shape of docs/behaviour.md), or null. */
function storedContent(key: string) {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { name: string; content: unknown; dataType: string; type: boolean });
}

describe('top navigation', () => {
  it.each(LOCALES)(
    'splits the visible top menus around the logo, the smaller half on the left (%s)',
    async (locale) => {
      const visible = (await menusOf(site(), locale)).filter((m) => m.status === 1).map((m) => m.fdName);
      const { page, context } = await site().open('/index/sy', { locale });
      const leftCount = Math.floor(visible.length / 2);
      expect(await topNavNames(page)).toEqual({ left: visible.slice(0, leftCount), right: visible.slice(leftCount) });
      const logo = await page.locator('[data-logo]').boundingBox();
      const lastLeft = await page.locator('[data-nav-half="left"] > li').last().boundingBox();
      const firstRight = await page.locator('[data-nav-half="right"] > li').first().boundingBox();
      expect(logo && lastLeft && firstRight).toBeTruthy();
      if (logo && lastLeft && firstRight) {
        expect(lastLeft.x + lastLeft.width).toBeLessThanOrEqual(logo.x);
        expect(firstRight.x).toBeGreaterThanOrEqual(logo.x + logo.width);
      }
      await context.close();
    },
  );

  it('opens level-2 menus on hover', async () => {
    const { page, context } = await site().open('/index/sy');
    const about = page.locator('[data-nav-half="left"] > li', { hasText: '关于我们' });
    const sub = about.locator('ul');
    await expect.poll(() => sub.isVisible()).toBe(false);
    await about.hover();
    await sub.waitFor({ state: 'visible' });
    expect((await sub.locator('a').allTextContents()).slice(0, 2)).toEqual(['公司简介', '领导团队']);
    await page.mouse.move(5, 600);
    await sub.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens level-2 menus on keyboard focus, walks into them with Tab and closes them with Escape', async () => {
    const { page, context } = await site().open('/index/sy');
    const about = page.locator('[data-nav-half="left"] > li', { hasText: '关于我们' });
    const top = about.locator('> a');
    const sub = about.locator('ul');
    await top.focus();
    await sub.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('公司简介');
    await page.keyboard.press('Escape');
    await sub.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('关于我们');
    // Dismissed until the focus leaves the item: Tab moves on, and back into it the menu opens again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await sub.waitFor({ state: 'visible' });
    const outline = await top.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await context.close();
  });

  it('aligns the sub-menus of the first four top items to the right, the others to the left', async () => {
    const { page, context } = await site().open('/index/sy');
    await settled(page);
    const items = page.locator('[data-nav="top"] ul[data-nav-half] > li');
    const count = await items.count();
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      if ((await item.locator('> ul').count()) === 0) continue;
      await item.hover();
      const sub = item.locator('> ul');
      await sub.waitFor({ state: 'visible' });
      const [box, subBox] = await Promise.all([item.boundingBox(), sub.boundingBox()]);
      if (!box || !subBox) throw new Error('no layout');
      if (i < 4) expect(Math.abs(subBox.x + subBox.width - (box.x + box.width))).toBeLessThan(1);
      else expect(Math.abs(subBox.x - box.x)).toBeLessThan(1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(4);
    await context.close();
  });

  it('is 60 px high on home and 80 px elsewhere, and turns into a compact fixed bar after 110 px of scrolling', async () => {
    const { page, context } = await site().open('/index/sy', { viewport: { width: 1440, height: 600 } });
    const nav = page.locator('[data-nav="top"]');
    await settled(page);
    expect((await nav.boundingBox())?.height).toBe(60);
    await page.goto('/columndetail/gsjj');
    await settled(page);
    expect((await nav.boundingBox())?.height).toBe(80);
    expect(await nav.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 109));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(109);
    expect(await nav.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 110));
    await expect.poll(() => nav.getAttribute('data-fixed')).toBe('true');
    expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => nav.getAttribute('data-fixed')).toBe('false');
    await context.close();
  });
});

describe('the menu tree in storage', () => {
  it.each(LOCALES)('is kept in localStorage for other windows once the page has hydrated (%s)', async (locale) => {
    const { page, context } = await site().open('/index/sy', { locale });
    await settled(page);
    await page.waitForFunction(() => localStorage.getItem('menus') !== null);
    const stored = await page.evaluate(storedContent, 'menus');
    expect(stored).toMatchObject({ name: 'menus', dataType: 'object' });
    const expected = (await menusOf(site(), locale)).map((menu) => menu.fdCode);
    expect((stored?.content as { fdCode: string }[]).map((menu) => menu.fdCode)).toEqual(expected);
    await context.close();
  });
});

describe('menu click rules', () => {
  it("sends a menu with children to its first child's page, storing curNav and parentNav first", async () => {
    const { page, context } = await site().open('/index/sy');
    await page.locator('[data-nav-half="left"] > li > a', { hasText: '关于我们' }).click();
    await page.waitForURL('**/columndetail/gsjj');
    expect(await page.evaluate(storedContent, 'curNav')).toMatchObject({
      name: 'curNav',
      content: { fdCode: 'gywm' },
      type: false,
    });
    expect(await page.evaluate(storedContent, 'parentNav')).toBeNull();

    const about = page.locator('[data-nav-half="left"] > li', { hasText: '关于我们' });
    // The app draws the new page (and closes the menu open on the last one) after the address changes:
    // the pointer comes back once the menu marks the new page's section.
    await about.locator('> a[aria-current="true"]').waitFor();
    await page.mouse.move(5, 600);
    await about.hover();
    await about.locator('ul a', { hasText: '领导团队' }).click();
    await page.waitForURL('**/leaders');
    expect(await page.evaluate(storedContent, 'curNav')).toMatchObject({ content: { fdCode: 'ldtd' } });
    expect(await page.evaluate(storedContent, 'parentNav')).toMatchObject({ content: { fdCode: 'gywm' } });
    await context.close();
  });

  it('applies the first-child rule again below the top level', async () => {
    const { page, context } = await site().open('/index/sy');
    const investors = page.locator('[data-nav-half] > li', { hasText: '投资者关系' });
    await investors.locator('> a').click();
    await page.waitForURL('**/columnstock/gpxx');
    await investors.locator('> a[aria-current="true"]').waitFor();
    await page.mouse.move(5, 600);
    await investors.hover();
    await investors.locator('ul a', { hasText: '信息披露' }).click();
    await page.waitForURL('**/articlepagelist/dqgg');
    await context.close();
  });

  it.each(LOCALES)('sends the special-topic menu to its own page although it has children (%s)', async (locale) => {
    const menus = await menusOf(site(), locale);
    const topics = menuByCode(menus, codeFor(locale, 'ztzl'));
    expect(topics.children.length).toBeGreaterThan(0);
    const { page, context } = await site().open('/index/sy', { locale });
    await page
      .locator('[data-nav-half] > li > a')
      .filter({ hasText: exactly(topics.fdName) })
      .click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === inLanguage(locale, topics.jumpUrl));
    await context.close();
  });

  it('sends a menu without children to its own page', async () => {
    const { page, context } = await site().open('/columndetail/gsjj');
    await page
      .locator('[data-nav-half] > li > a')
      .filter({ hasText: exactly('首页') })
      .click();
    await page.waitForURL('**/index/sy');
    await context.close();
  });

  it('opens an http(s) link in a new window', async () => {
    const { page, context } = await site().open('/404');
    await patchMenus(page, (tree) => [
      ...tree,
      ...menuTree([{ fdId: 9901, fdCode: 'partner', fdName: '合作伙伴', jumpUrl: 'https://partner.example.com/' }]),
    ]);
    await context.route('https://partner.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
    );
    await page.goto('/index/sy');
    const link = page.locator('[data-nav-half] > li > a', { hasText: '合作伙伴' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://partner.example.com/');
    expect(new URL(page.url()).pathname).toBe('/index/sy');
    expect(await page.evaluate(storedContent, 'curNav')).toMatchObject({ content: { fdCode: 'partner' } });
    await context.close();
  });
});
