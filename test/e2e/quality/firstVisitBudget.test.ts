import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { hydrated, unexpected } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite, type Viewport } from '../harness/site.js';
import { DEFERRED_BLOCKS } from '../home/homePage.js';

const site = useSite();
const dist = join(process.cwd(), 'client', 'dist');

/**
 * The JavaScript a first visit to the home page may load without interaction, in kB (1000 bytes),
 * gzipped at the highest level (the site also serves brotli, which is smaller).
 */
const FIRST_VISIT_LIMIT_KB = 150;

const gzipBytes = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/**
 * The scripts (paths from the site root) a fresh tab requests for the home page when nobody touches it:
 * until it has hydrated, every block is drawn and the network has been quiet.
 */
async function scriptsOfUntouchedVisit(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/index/sy');
  await hydrated(page);
  for (const name of DEFERRED_BLOCKS) {
    await page.locator(`[data-home-block="${name}"] [data-block="${name}"]`).waitFor({ state: 'attached' });
  }
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

const SIZES: readonly [string, Viewport][] = [
  [`${DESKTOP.width} px`, DESKTOP],
  [`${PHONE.width} px`, PHONE],
];

describe('the first-visit budget of the home page', () => {
  it.each(SIZES)(
    'at %s loads each script once and at most 150 kB of them without interaction',
    async (_size, viewport) => {
      const { page, context, errors } = await site().open('about:blank', { viewport });
      const requested = await scriptsOfUntouchedVisit(page);

      // Each script once, and their gzipped sizes, from the files the server sends, within the budget.
      expect(new Set(requested).size).toBe(requested.length);
      const sizes = requested.map((path) => [path, gzipBytes(path)] as const).sort((a, b) => b[1] - a[1]);
      const bytes = sizes.reduce((total, [, size]) => total + size, 0);
      console.info(
        `first visit to the home page at ${viewport.width} px: ${(bytes / 1000).toFixed(1)} kB of JavaScript, gzipped\n` +
          sizes.map(([path, size]) => `  ${(size / 1000).toFixed(1).padStart(6)} kB  ${path}`).join('\n'),
      );
      expect(bytes).toBeLessThanOrEqual(FIRST_VISIT_LIMIT_KB * 1000);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it('loads the held blocks once the visitor scrolls, and keeps their markup until then', async () => {
    const { page, context, errors } = await site().open('about:blank', { viewport: DESKTOP });
    const requested = await scriptsOfUntouchedVisit(page);
    const held = page.locator('[data-home-block][data-live="false"] [data-block]');
    const heldCount = await held.count();
    expect(heldCount).toBeGreaterThan(0);

    await page.mouse.wheel(0, 400);
    for (const name of DEFERRED_BLOCKS) {
      const slot = page.locator(`[data-home-block="${name}"]`);
      await slot.scrollIntoViewIfNeeded();
      await page.locator(`[data-home-block="${name}"][data-live="true"] [data-block="${name}"]`).waitFor();
    }
    await page.waitForLoadState('networkidle');
    // The blocks' own scripts come only now: none of them was requested before the visitor acted.
    const all = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const later = all.filter((path) => path.endsWith('.js') && !requested.includes(path));
    expect(later.length).toBeGreaterThan(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
