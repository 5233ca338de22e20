import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import {
  hydrated,
  layoutShiftTotal,
  networkQuiet,
  picturesSettled,
  recordLayoutShifts,
  scrollToBottom,
} from '../harness/pageChecks.js';
import type { OpenedPage, Viewport } from '../harness/site.js';

/** The small screen every route is checked at: a common phone held upright. */
export const SMALL_SCREEN: Viewport = { width: 375, height: 812 };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

interface AxeWindow {
  axe?: { run(context: Document, options: { resultTypes: string[] }): Promise<{ violations: AxeViolation[] }> };
}

/** Waits until fades and slides that run once have finished; endless ones (a ticker) are left running. */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Has axe-core evaluated at the start of every document the tab loads from now on: the tab is sent its
 * 650 kB once, and each page then compiles it from the engine's cache (about 20 ms), where sending it
 * to each page took 150 to 300 ms.
 */
export async function axeWithEveryPage(page: Page): Promise<void> {
  await page.addInitScript(axeSource);
}

/**
 * Serious and critical axe findings on the page as a visitor sees it now, one line each. Every rule runs
 * on every element; `resultTypes` only spares axe from listing each element that passed or did not apply
 * (it keeps one of each), and every violation still comes with all its elements.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await finiteAnimationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core did not load');
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens `path` in the page and waits until it is complete: the menu tree, the page's heading, every home
 * block that loads near the viewport (the page is scrolled to the bottom and back), no loading state and
 * every picture in view.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** As {@link openSettled}, for a page already at its address. */
export async function settle(page: Page): Promise<void> {
  await page.locator('[data-nav-half="right"] > li').first().waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  await scrollToBottom(page);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-home-block][data-loaded]:not(:has([data-block])), main [role="status"]')
        .length === 0,
  );
  await picturesSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await picturesSettled(page);
}

/**
 * Pictures that start below the first screen of the page yet load at once or have no intrinsic size
 * (`width` and `height` attributes, which reserve their box before they arrive), by their `src`.
 */
export function eagerOrUnsizedBelowTheFold(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        // Hidden pictures (a closed tab, a collapsed group) have no box and are not laid out yet.
        if (box.width === 0 && box.height === 0) return false;
        return box.top + window.scrollY >= window.innerHeight;
      })
      .filter((image) => image.loading !== 'lazy' || !image.hasAttribute('width') || !image.hasAttribute('height'))
      .map((image) => `${image.getAttribute('src') ?? ''} (loading=${image.getAttribute('loading') ?? 'auto'})`),
  );
}

/** What a full load of a page did until the app had hydrated it and the network had gone quiet. */
export interface HydratedLoad {
  status: number | null;
  /** Console errors and uncaught exceptions of the load. */
  errors: string[];
  /** `/cms/api` requests the browser made (path and query). */
  api: string[];
  /** The sum of the load's layout shifts. */
  layoutShift: number;
}

/**
 * Watches the tab from now on and returns a loader that opens a path in it and reports what that load
 * did: its status, console errors, data requests and layout shifts up to hydration and a quiet network
 * (no request open for a moment).
 */
export async function hydratedLoads(opened: OpenedPage): Promise<(path: string) => Promise<HydratedLoad>> {
  const { page, errors } = opened;
  await recordLayoutShifts(page);
  const quiet = networkQuiet(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cms/api/')) api.push(url.pathname + url.search);
  });
  return async (path) => {
    errors.length = 0;
    api.length = 0;
    const response = await page.goto(path);
    await hydrated(page);
    await quiet();
    return {
      status: response?.status() ?? null,
      errors: [...errors],
      api: [...api],
      layoutShift: await layoutShiftTotal(page),
    };
  };
}
