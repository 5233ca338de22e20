import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf, inLanguage } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { PHONE, useSite } from '../harness/site.js';
import { settledAfterScrolling, titleShows } from './waits.js';

const site = useSite();

describe.each(LOCALES)('site map (%s)', (locale) => {
  it('lists the level-1 menus from the second onward, each with its level-2 children', async () => {
    const menus = await menusOf(site(), locale);
    const visible = menus.filter((m) => m.status === 1);
    const expected = visible.slice(1);
    const siteMap = menuByCode(menus, codeFor(locale, 'wzdt'));
    const { page, context, errors } = await site().open(`/columndetail/${siteMap.fdCode}`, { locale });
    await titleShows(page, siteMap.fdName);
    const map = page.getByRole('navigation', { name: label(locale, 'company.sitemap.label') });
    await map.waitFor();
    const sections = map.locator('[data-site-map-section]');
    expect(await sections.count()).toBe(expected.length);
    const hidden = label(locale, 'common.opensInNewWindow');
    for (const [i, menu] of expected.entries()) {
      const section = sections.nth(i);
      const links = section.locator('a');
      expect((await links.allInnerTexts()).map((t) => t.replace(hidden, '').trim())).toEqual([
        menu.fdName,
        ...menu.children.map((c) => c.fdName),
      ]);
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
        inLanguage(locale, menu.jumpUrl),
        ...menu.children.map((c) => inLanguage(locale, c.jumpUrl)),
      ]);
    }
    expect(await map.innerText()).not.toContain(visible[0]?.fdName ?? '—');
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("opens a menu's jumpUrl in a new window", async () => {
    const menus = await menusOf(site(), locale);
    const siteMap = menuByCode(menus, codeFor(locale, 'wzdt'));
    const leaders = menuByCode(menus, codeFor(locale, 'ldtd'));
    const { page, context } = await site().open(`/columndetail/${siteMap.fdCode}`, { locale });
    const link = page.locator('[data-site-map] a', { hasText: leaders.fdName });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForURL((url) => url.pathname === leaders.jumpUrl);
    await titleShows(popup, leaders.fdName);
    expect(new URL(page.url()).pathname).toBe(`/columndetail/${siteMap.fdCode}`);
    await context.close();
  });

  it('is reached from the footer and fits a phone screen', async () => {
    const { page, context } = await site().open('/index/sy', { locale, viewport: PHONE });
    await page
      .locator('footer')
      .getByRole('link', { name: label(locale, 'footer.sitemap') })
      .click();
    await page.locator('[data-site-map]').waitFor();
    await settledAfterScrolling(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await context.close();
  });

  it('is not shown on other column pages', async () => {
    const menus = await menusOf(site(), locale);
    const profile = menuByCode(menus, codeFor(locale, 'gsjj'));
    const { page, context } = await site().open(`/columndetail/${profile.fdCode}`, { locale });
    await titleShows(page, profile.fdName);
    await settledAfterScrolling(page);
    expect(await page.locator('[data-site-map]').count()).toBe(0);
    await context.close();
  });
});
