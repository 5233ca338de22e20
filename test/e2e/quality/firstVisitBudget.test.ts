import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gzipBytes, type FirstVisitRecord } from '../../../client/build/firstVisitReport.js';
import { hydrated, unexpected } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite, type Viewport } from '../harness/site.js';
import { DEFERRED_BLOCKS } from '../home/homePage.js';

const site = useSite();
const dist = join(process.cwd(), 'client', 'dist');

/** What the build counted: written by its size report beside the files it measured. */
function buildRecord(): FirstVisitRecord {
  return JSON.parse(readFileSync(join(dist, '.vite', 'first-visit.json'), 'utf8')) as FirstVisitRecord;
}

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
    'at %s counts exactly the scripts a browser loads without interaction, within the limit',
    async (_size, viewport) => {
      const record = buildRecord();
      const { page, context, errors } = await site().open('about:blank', { viewport });
      const requested = await scriptsOfUntouchedVisit(page);

      // Each script once, every one of them one the build counted as loading without interaction.
      expect(new Set(requested).size).toBe(requested.length);
      const counted = record.scripts.filter((script) => script.when !== 'on interaction');
      expect([...requested].sort()).toEqual(counted.map((script) => `/${script.fileName}`).sort());

      // Their gzipped sizes, from the files the server sends, add up to the build's figure.
      const bytes = requested.reduce((total, path) => total + gzipBytes(readFileSync(join(dist, path))), 0);
      expect(bytes).toBe(record.firstVisitBytes);
      expect(bytes).toBeLessThanOrEqual(record.limitKb * 1000);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it('loads the held blocks once the visitor scrolls, and keeps their markup until then', async () => {
    const record = buildRecord();
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
    const later = record.scripts.filter((script) => script.when === 'on interaction').map((s) => `/${s.fileName}`);
    expect(later.length).toBeGreaterThan(0);
    const all = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    for (const path of later) expect(all).toContain(path);
    expect(requested.filter((path) => later.includes(path))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
