import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/constants.js';
import { codeFor, menuByCode, menusOf } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { PHONE, useSite } from '../harness/site.js';
import { folderArticles } from './companyContent.js';
import { focusIsInside, hasFocus } from './focus.js';
import { settledAfterScrolling, titleShows } from './waits.js';

const site = useSite();

/** The three service sub-pages and how many numbered items each shows. */
const SERVICES = [
  { code: 'sjy', kind: 'design', count: 4 },
  { code: 'sgy', kind: 'construction', count: 2 },
  { code: 'yyy', kind: 'operation', count: 4 },
] as const;

describe.each(LOCALES)('digital service pages (%s)', (locale) => {
  it.each(SERVICES)('$code shows its $count numbered items in editor order', async ({ code, kind, count }) => {
    const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, code));
    const items = await folderArticles(site(), locale, code);
    expect(items.length).toBe(count);
    const { page, context, errors } = await site().open(`/companySzhfw/${menu.fdCode}`, { locale });
    await titleShows(page, menu.fdName);
    const list = page.locator(`ol[data-service="${kind}"]`);
    await list.waitFor();
    const rows = list.locator('[data-service-item]');
    expect(await rows.count()).toBe(count);
    for (const [i, item] of items.entries()) {
      const row = rows.nth(i);
      expect(await row.locator('h2').innerText()).toBe(item.title);
      expect((await row.innerText()).startsWith(String(i + 1).padStart(2, '0'))).toBe(true);
      expect(await row.innerText()).toContain(item.summary ?? '');
      expect(await row.locator('[data-zoomable] img').getAttribute('src')).toBe(item.imageNetUrl);
    }
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('opens a picture full screen on click and closes it on click', async () => {
    const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, 'sjy'));
    const { page, context } = await site().open(`/companySzhfw/${menu.fdCode}`, { locale });
    const triggers = page.locator('[data-service-item] [data-zoomable]');
    await triggers.first().waitFor();
    for (const index of [0, 3]) {
      const trigger = triggers.nth(index);
      const src = await trigger.locator('img').getAttribute('src');
      await trigger.click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      expect(await viewer.getAttribute('aria-modal')).toBe('true');
      expect(await viewer.locator('img').getAttribute('src')).toBe(src);
      const box = await viewer.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
      await viewer.locator('img').click();
      await viewer.waitFor({ state: 'detached' });
      expect(await hasFocus(trigger)).toBe(true);
    }
    await context.close();
  });

  it('keeps focus inside the viewer, closes it with Escape and returns focus to the picture', async () => {
    const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, 'yyy'));
    const { page, context } = await site().open(`/companySzhfw/${menu.fdCode}`, { locale });
    const trigger = page.locator('[data-service-item] [data-zoomable]').nth(1);
    await trigger.focus();
    await page.keyboard.press('Space');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await focusIsInside(page, '[data-image-viewer]')).toBe(true);
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusIsInside(page, '[data-image-viewer]')).toBe(true);
    }
    // The page does not scroll behind the viewer.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await hasFocus(trigger)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await context.close();
  });

  it('fills a phone screen with the viewer and stacks the items', async () => {
    const menu = menuByCode(await menusOf(site(), locale), codeFor(locale, 'sjy'));
    const { page, context } = await site().open(`/companySzhfw/${menu.fdCode}`, { locale, viewport: PHONE });
    const trigger = page.locator('[data-service-item] [data-zoomable]').first();
    await trigger.waitFor();
    await settledAfterScrolling(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await trigger.click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const image = await viewer.locator('img').boundingBox();
    expect(image && image.width <= PHONE.width).toBe(true);
    await viewer.click({ position: { x: 10, y: 10 } });
    await viewer.waitFor({ state: 'detached' });
    await context.close();
  });
});
