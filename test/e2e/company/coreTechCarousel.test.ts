import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../shared/api/article.js';
import { CORE_TECH_CAROUSEL_HEIGHT_PX, FOLDER_IDS, LOCALES } from '../../../shared/constants.js';
import { codeFor, label, menuByCode, menusOf, inLanguage } from '../harness/content.js';
import { unexpected } from '../harness/pageChecks.js';
import { PHONE, useSite } from '../harness/site.js';
import { settledAfterScrolling } from './waits.js';

const site = useSite();

describe.each(LOCALES)('core-technology carousel (%s)', (locale) => {
  it('shows the core-technology folder four at a time, 170 px high, on the core-technology column', async () => {
    const items = await site().api<ArticleSummary[]>(
      `/cms/api/article/findUnPageArticleList?folderId=${FOLDER_IDS.coreTechnology[locale]}`,
    );
    expect(items.length).toBeGreaterThan(4);
    const { page, context, errors } = await site().open(`/column_article/${codeFor(locale, 'hxjs')}`, { locale });
    const carousel = page.locator('[data-core-tech-carousel]');
    await carousel.waitFor();
    const slides = carousel.locator('[data-core-tech-item]');
    expect(await slides.count()).toBe(items.length);
    expect((await slides.allInnerTexts()).map((t) => t.trim())).toEqual(items.map((i) => i.title));
    expect(await slides.first().locator('a').getAttribute('href')).toBe(
      inLanguage(locale, `/articledetail/${items[0]?.id}`),
    );
    const card = await slides.first().locator('a').boundingBox();
    expect(card?.height).toBe(CORE_TECH_CAROUSEL_HEIGHT_PX);
    const viewport = await carousel.locator('[data-core-tech-viewport]').evaluate((el) => el.clientWidth);
    const slide = await slides.first().boundingBox();
    expect(Math.round(viewport / (slide?.width ?? 1))).toBe(4);
    await settledAfterScrolling(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('moves a view on with the next button and back with the previous one, and can be paused', async () => {
    const { page, context } = await site().open(`/column_article/${codeFor(locale, 'hxjs')}`, { locale });
    const carousel = page.locator('[data-core-tech-carousel]');
    const dots = carousel.getByRole('button', {
      name: new RegExp(label(locale, 'carousel.goTo').replace('{index}', '\\d+')),
    });
    await dots.first().waitFor();
    const current = () => dots.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'));
    // Holding the pointer inside keeps it still while the buttons move it.
    await carousel.hover();
    expect(await current()).toBe(0);
    await carousel.getByRole('button', { name: label(locale, 'carousel.next') }).click();
    await expect.poll(current).toBe(1);
    await carousel.getByRole('button', { name: label(locale, 'carousel.previous') }).click();
    await expect.poll(current).toBe(0);
    const pause = carousel.getByRole('button', { name: label(locale, 'carousel.pause') });
    await pause.click();
    await carousel.getByRole('button', { name: label(locale, 'carousel.play') }).waitFor();
    expect(await carousel.locator('[data-autoplay]').getAttribute('data-autoplay')).toBe('paused');
    await context.close();
  });

  it('shows two at a time on a phone without scrolling the page sideways', async () => {
    const { page, context } = await site().open(`/column_article/${codeFor(locale, 'hxjs')}`, {
      locale,
      viewport: PHONE,
    });
    const carousel = page.locator('[data-core-tech-carousel]');
    await carousel.waitFor();
    const viewport = await carousel.locator('[data-core-tech-viewport]').evaluate((el) => el.clientWidth);
    const slide = await carousel.locator('[data-core-tech-item]').first().boundingBox();
    expect(Math.round(viewport / (slide?.width ?? 1))).toBe(2);
    await settledAfterScrolling(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await context.close();
  });

  it('is not shown on other column pages', async () => {
    const menus = await menusOf(site(), locale);
    const other = menuByCode(menus, codeFor(locale, 'gjyw'));
    const { page, context } = await site().open(`/column_article/${other.fdCode}`, { locale });
    await settledAfterScrolling(page);
    await page.locator('h1[data-page-title]').filter({ hasText: other.fdName }).waitFor();
    expect(await page.locator('[data-core-tech-carousel]').count()).toBe(0);
    await context.close();
  });
});
