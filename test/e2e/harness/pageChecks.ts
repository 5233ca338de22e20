import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the app has hydrated the server's page: before that, its controls do not answer. */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', ...(timeout === undefined ? {} : { timeout }) });
}

/** Waits until the inner page's title bar shows `expected`. */
export async function expectTitle(page: Page, expected: string): Promise<void> {
  const title = page.locator('h1[data-page-title]');
  await expect.poll(async () => (await title.textContent())?.trim()).toBe(expected);
}

/** The breadcrumb's steps as text, Home first. */
export async function breadcrumbSteps(page: Page): Promise<string[]> {
  const steps = page.locator('[data-breadcrumb] > li');
  await steps.first().waitFor();
  return (await steps.allTextContents()).map((s) => s.trim());
}

/** The top navigation's level-1 names once the menu tree has arrived, left half then right half. */
export async function topNavNames(page: Page): Promise<{ left: string[]; right: string[] }> {
  const right = page.locator('[data-nav-half="right"] > li > a');
  await right.first().waitFor();
  const left = page.locator('[data-nav-half="left"] > li > a');
  return {
    left: (await left.allTextContents()).map((s) => s.trim()),
    right: (await right.allTextContents()).map((s) => s.trim()),
  };
}

/** Site links of the page (app routes) that do not name English: an English page has none. */
export function linksWithoutEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .map((anchor) => anchor.getAttribute('href') ?? '')
      .filter((href) => !/^\/(cms|feeds|assets)\//.test(href) && !/[?&]lang=en(&|$)/.test(href))
      .filter((href) => !href.startsWith('/favicon') && !href.includes('lang=zh')),
  );
}

/** Console errors, minus the ones a test caused on purpose. */
export function unexpected(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
}

/** True when the page is wider than the window (a sideways scroll). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Scrolls down a window at a time until the bottom stays put, as a reader would. Each step shows what
 * the last one had below the window; parts that load as they come near start 800 px ahead, pictures
 * further, so every one of them is asked for on the way down.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or a quarter of a second when the browser draws none (a starved renderer): never a hang.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 250);
      });
    const step = Math.max(200, innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight - innerHeight + step; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

/**
 * Waits until every picture has loaded or failed, except lazy pictures out of view, which the browser
 * fetches only when they come near.
 */
export async function picturesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      if (image.complete || image.loading !== 'lazy') return image.complete;
      const box = image.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
    }),
  );
}

/** Waits until the navigation has its menus and the pictures have settled (see {@link picturesSettled}). */
export async function settled(page: Page): Promise<void> {
  await page.locator('[data-nav-half="right"] > li').first().waitFor({ state: 'attached' });
  await picturesSettled(page);
}

/** Records the layout shifts (not caused by input) of every page the tab loads from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the current page's recorded layout shifts (its CLS while it loaded). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

/** How long no request may be open before the network counts as quiet. */
const QUIET_MS = 150;
/** How long a page may keep requests open before the wait gives up, naming them. */
const QUIET_LIMIT_MS = 15_000;

/**
 * Follows the tab's requests from now on; the returned function waits until none has been open for
 * {@link QUIET_MS}. Playwright's `networkidle` waits a fixed half-second after the last request, which
 * over a hundred page loads is most of a minute of waiting for nothing.
 */
export function networkQuiet(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let changed = Date.now();
  const opened = (request: Request) => {
    open.add(request);
    changed = Date.now();
  };
  const closed = (request: Request) => {
    open.delete(request);
    changed = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  return async () => {
    const deadline = Date.now() + QUIET_LIMIT_MS;
    // A request the load finished before its events reached us counts until its own events arrive.
    for (;;) {
      const quietFor = Date.now() - changed;
      if (open.size === 0 && quietFor >= QUIET_MS) return;
      if (Date.now() > deadline) {
        throw new Error(`requests still open after ${QUIET_LIMIT_MS} ms: ${[...open].map((r) => r.url()).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, open.size === 0 ? QUIET_MS - quietFor : 25));
    }
  };
}

/** Matches a whole text, not a part of it. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
