import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants.js';
import { codeFor, inLanguage, label, menuByCode, menusOf } from './harness/content.js';
import { menuTree } from '../helpers/menuFixture.js';
import { patchMenus } from './harness/menuPatch.js';
import { breadcrumbSteps, exactly, settled } from './harness/pageChecks.js';
import { useSite } from './harness/site.js';

const site = useSite();

describe('inner pages', () => {
  it.each(LOCALES)('build the breadcrumb by walking parent codes (%s)', async (locale) => {
    const menus = await menusOf(site(), locale);
    const [section, group, current] = ['tzzgx', 'xxpl', 'dqgg'].map((c) => menuByCode(menus, codeFor(locale, c)));
    const { page, context } = await site().open(`/articlepagelist/${current?.fdCode}`, { locale });
    await expect
      .poll(() => breadcrumbSteps(page))
      .toEqual([label(locale, 'common.home'), section?.fdName, group?.fdName, current?.fdName]);
    const links = page.locator('[data-breadcrumb] a');
    expect(await links.count()).toBe(3);
    await links.nth(2).click();
    await page.waitForURL(
      (url) => `${url.pathname}${url.search}` === inLanguage(locale, `/articlepagelist/${current?.fdCode}`),
    );
    await links.nth(1).click();
    await page.waitForURL((url) => url.pathname.startsWith('/columnstock/'));
    await context.close();
  });

  it('show the section and its tree in the sidebar, with one group open at a time', async () => {
    const { page, context } = await site().open('/404');
    // The demo tree has one group per section; a second one shows that opening it closes the first.
    const hotline = menuTree([
      { fdId: 9902, fdCode: 'tzzrx', fdName: '投资者热线', jumpUrl: '/columndetail/tzzrx' },
    ]).map((item) => ({ ...item, level: 3, parentCode: 'tzzfw' }));
    await patchMenus(page, (tree) =>
      tree.map((top) =>
        top.fdCode !== 'tzzgx'
          ? top
          : {
              ...top,
              children: top.children.map((child) =>
                child.fdCode === 'tzzfw' ? { ...child, isShow: true, children: hotline } : child,
              ),
            },
      ),
    );
    await page.goto('/articlepagelist/dqgg');
    const sidebar = page.locator('aside');
    await sidebar.locator('h2', { hasText: '投资者关系' }).waitFor();
    // Each group is a details element whose summary opens it.
    const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    const disclosure = sidebar.locator('summary', { hasText: '信息披露' });
    const service = sidebar.locator('summary', { hasText: '投资者服务' });
    expect(await isOpen(disclosure)).toBe(true);
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('定期公告');
    await service.click();
    expect(await isOpen(service)).toBe(true);
    expect(await isOpen(disclosure)).toBe(false);
    await disclosure.hover();
    await expect.poll(() => isOpen(disclosure)).toBe(true);
    expect(await isOpen(service)).toBe(false);
    // Keyboard focus opens a group as hovering does; Escape closes it again.
    await sidebar.getByRole('link', { name: '公司治理' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isOpen(service)).toBe(true);
    expect(await isOpen(disclosure)).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(service)).toBe(false);
    expect(await service.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('show the home carousel slot only at / and /index/sy, and hide the slider on detail pages until left', async () => {
    const { page, context } = await site().open('/index/sy');
    await page.locator('[data-slot="home-carousel"]').waitFor();
    await page.goto('/cncec');
    await settled(page);
    expect(await page.locator('[data-slot="home-carousel"]').count()).toBe(0);
    await page.goto('/columndetail/gsjj');
    await page.locator('[data-slot="section-banner"]').waitFor();
    expect(await page.locator('[data-slot="home-carousel"]').count()).toBe(0);
    await page.goto('/articledetail/1001');
    await page.locator('h1[data-page-title]').waitFor();
    await settled(page);
    expect(await page.locator('[data-slot]').count()).toBe(0);
    await page
      .locator('[data-nav-half] > li > a')
      .filter({ hasText: exactly('首页') })
      .click();
    await page.locator('[data-slot="home-carousel"]').waitFor();
    await context.close();
  });

  it('scroll down from the home banner in small steps up to 1080 px', async () => {
    const { page, context } = await site().open('/index/sy', { viewport: { width: 1440, height: 600 } });
    // The whole page is there: the last block below the fold has loaded (once the page was idle).
    await page.locator('[data-home-block="contact"] [data-block="contact"]').waitFor({ state: 'attached' });
    await settled(page);
    const target = await page.evaluate(() =>
      Math.min(1080, document.documentElement.scrollHeight - window.innerHeight),
    );
    expect(target).toBeGreaterThan(30);
    const positions: number[] = [];
    await page.exposeFunction('recordScroll', (y: number) => positions.push(y));
    await page.evaluate(() =>
      window.addEventListener('scroll', () =>
        (window as unknown as { recordScroll(y: number): void }).recordScroll(window.scrollY),
      ),
    );
    // By keyboard: the arrow gently bobs to draw the eye, which a pointer click would wait out.
    await page.locator('[data-action="scroll-down"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    // Gradual: several stops on the way, each a whole number of 30 px steps.
    expect(new Set(positions).size).toBeGreaterThan(2);
    expect(positions.every((y) => y % 30 === 0 || y === target)).toBe(true);
    await context.close();
  });
});
