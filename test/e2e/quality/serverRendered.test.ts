import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { useSite } from '../harness/site.js';
import { loadSampleContent, ROUTE_SAMPLES, type SampleContent } from './routeSamples.js';

/*
 * Every route read with JavaScript turned off, as some crawlers and readers do: the server's HTML alone
 * carries the page. (How each page then hydrates, at both widths, is checked with the route audits in
 * `everyRoute.test.ts`, on the same page load as its other checks.)
 */

const site = useSite();

describe.each(LOCALES)('server-rendered pages in %s with JavaScript turned off', (locale: Locale) => {
  let content: SampleContent;
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    content = await loadSampleContent(site(), locale);
    const opened = await site().open('about:blank', { locale, javaScript: false });
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(async () => {
    await close();
  });

  it.each(ROUTE_SAMPLES.map((sample) => [sample.name, sample] as const))(
    '%s shows its title, its content, the navigation and the footer',
    async (_name, sample) => {
      await page.goto(sample.path(content));
      const lang = await page.locator('html').getAttribute('lang');
      expect(lang).toBe(locale === 'zh' ? 'zh-CN' : 'en');
      expect((await page.title()).length).toBeGreaterThan(0);
      expect(await page.locator('nav a[href^="/"]').count()).toBeGreaterThan(10);
      const main = (await page.locator('main').innerText()).trim();
      expect(main.length).toBeGreaterThan(20);
      expect(await page.locator('footer').innerText()).not.toBe('');
    },
  );
});
