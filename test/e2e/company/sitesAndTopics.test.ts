import { describe, expect, it } from 'vitest';
import type { Folder } from '../../../shared/api/folder.js';
import type { CompanySiteGroup } from '../../../shared/api/site.js';
import { LOCALES } from '../../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf, inLanguage } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import { settledAfterScrolling, titleShows } from './waits.js';

const site = useSite();

describe.each(LOCALES)('company sites (%s)', (locale) => {
  it('lists each group of the result list with its companies, opening their sites in a new window', async () => {
    const groups = await site().api<CompanySiteGroup[]>(`/cms/api/site/list?flag=${locale}`);
    const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, 'gswz'));
    const { page, context, errors } = await site().open('/companywzdt', { locale });
    await titleShows(page, menu.fdName);
    const sections = page.locator('[data-site-group]');
    await sections.first().waitFor();
    expect(await sections.locator('h2').allInnerTexts()).toEqual(groups.map((g) => g.fdName));
    for (const [i, group] of groups.entries()) {
      const links = sections.nth(i).locator('a');
      expect(await links.count()).toBe(group.entityList.filter((s) => s.url).length);
      const names = (await sections.nth(i).locator('li').allInnerTexts()).map((t) =>
        t.replace(label(locale, 'common.opensInNewWindow'), '').trim(),
      );
      expect(names).toEqual(group.entityList.map((s) => s.name));
    }
    const first = groups[0]?.entityList[0];
    const link = sections.first().locator('a').first();
    expect(await link.getAttribute('href')).toBe(first?.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe.each(LOCALES)('special topics (%s)', (locale) => {
  it('shows a picture tile for each child of the special-topic folder, opening its page', async () => {
    const topics = menuByCode(await menusOf(site(), locale), codeFor(locale, 'ztzl'));
    const children = await site().api<Folder[]>(`/cms/api/folder/getAllSub?fdId=${topics.fdId}`);
    expect(children.length).toBeGreaterThan(0);
    const { page, context, errors } = await site().open(topics.jumpUrl ?? '/ztzldetail', { locale });
    await titleShows(page, topics.fdName);
    const tiles = page.locator('[data-topics] > li > a');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(children.length);
    for (const [i, child] of children.entries()) {
      expect(await tiles.nth(i).innerText()).toContain(child.fdName);
      expect(await tiles.nth(i).getAttribute('href')).toBe(inLanguage(locale, child.jumpUrl));
      expect(await tiles.nth(i).locator('img').getAttribute('src')).toBe(child.image);
    }
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await tiles.first().click();
    await page.waitForURL((url) => url.pathname === children[0]?.jumpUrl);
    await context.close();
  });

  it('has one URL, without fdId: the special-topic folder named by id answers 301 to it', async () => {
    const topics = menuByCode(await menusOf(site(), locale), codeFor(locale, 'ztzl'));
    const own = inLanguage(locale, '/ztzldetail');
    // Both menus link to it.
    expect(inLanguage(locale, topics.jumpUrl)).toBe(own);
    const named = [
      `${own}${own.includes('?') ? '&' : '?'}fdId=${topics.fdId}`,
      `/ztzldetail?fdId=${topics.fdId}&lang=${locale}`,
    ];
    for (const [url, location] of [
      [named[0], own],
      // A URL that names Chinese keeps naming it.
      [named[1], locale === 'zh' ? '/ztzldetail?lang=zh' : own],
    ] as const) {
      const moved = await fetch(`${site().baseUrl}${url}`, { redirect: 'manual' });
      expect([url, moved.status, moved.headers.get('location')]).toEqual([url, 301, location]);
    }
    const page = await fetch(`${site().baseUrl}${own}`);
    expect(page.status).toBe(200);
    const head = await page.text();
    const link = (rel: string) =>
      new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head)?.[1]?.replaceAll('&amp;', '&');
    expect(link('canonical')).toBe(`${site().baseUrl}${own}`);
    const hreflang = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)];
    expect(hreflang.map(([, lang, href]) => [lang, href?.replaceAll('&amp;', '&')])).toEqual([
      ['zh-CN', `${site().baseUrl}/ztzldetail`],
      ['en', `${site().baseUrl}/ztzldetail?lang=en`],
      ['x-default', `${site().baseUrl}/ztzldetail`],
    ]);
  });

  it('defaults to the special-topic folder of the language and takes another folder from ?fdId=', async () => {
    const menus = await menusOf(site(), locale);
    const about = menuByCode(menus, codeFor(locale, 'gywm'));
    const { page, context } = await site().open('/ztzldetail', { locale });
    await titleShows(page, menuByCode(menus, codeFor(locale, 'ztzl')).fdName);
    await page.goto(`/ztzldetail?fdId=${about.fdId}`);
    await titleShows(page, about.fdName);
    const tiles = page.locator('[data-topics] > li');
    await tiles.nth(about.children.length - 1).waitFor();
    expect(await tiles.count()).toBe(about.children.length);
    await page.goto('/ztzldetail?fdId=999999');
    await page.locator('[data-empty="noData"]').waitFor();
    await context.close();
  });
});
