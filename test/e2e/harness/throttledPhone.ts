import { performance } from 'node:perf_hooks';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { measureInteraction, type EvaluateInPage, type MeasuredInteraction } from '../../helpers/eventTiming.js';
import {
  FIRST_PAINT_EXPRESSION,
  SLOW_PHONE,
  tapPointExpression,
  type FirstPaint,
  type TapPoint,
} from '../../helpers/slowPhone.js';
import type { Site } from './site.js';

/**
 * A page on the slow phone (`test/helpers/slowPhone.ts`), opened the way a visitor meets it:
 * the test acts while the page is still loading, before the app has hydrated it.
 */
export interface ThrottledPhone {
  page: Page;
  /** The phone's own browser context (not one of the tab pool's): `close()` ends it. */
  context: BrowserContext;
  /** The page's DevTools session, which slows its CPU and network. */
  session: CDPSession;
  /** Console errors and uncaught exceptions of the page, in order. */
  errors: string[];
  /** When the page's first contentful paint came, on the page's clock (ms from its time origin). */
  paintedAt: number;
  /** The page's clock less this process's `performance.now()` (ms): taps are timed on the page's clock. */
  clockOffset: number;
  close(): Promise<void>;
}

export interface PhoneOptions {
  /** False keeps the network at full speed (the CPU stays four times slower). True unless told. */
  slowNetwork?: boolean;
  /** Asks for reduced motion, so that no slide moves by itself. */
  reducedMotion?: boolean;
}

/** What the page noted of the visitor's first tap (kept in `sessionStorage`, so a navigation keeps it). */
export interface FirstInput {
  /** The input's time on the page's clock (ms). */
  at: number;
  /** Whether the app had hydrated the page when the tap reached it. */
  hydrated: boolean;
}

const FIRST_INPUT_KEY = 'test:first-input';
/** How long a page may take to paint on the slow phone before the test gives up. */
const PAINT_LIMIT_MS = 30_000;
/** How often the page is asked whether it has painted: the tap should come within a few ms of its time. */
const PAINT_POLL_MS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in every document before the page's own code: notes the first tap (its time, and whether the page
 * had hydrated by then) and every opening and closing of a `<details>`. Listeners on the document, in the
 * capture phase, so they hear each event before the app does and change nothing of what it does.
 */
function watchTapsAndToggles(key: string) {
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (sessionStorage.getItem(key) !== null) return;
      const hydrated = document.documentElement.hasAttribute('data-hydrated');
      sessionStorage.setItem(key, JSON.stringify({ at: event.timeStamp, hydrated }));
    },
    { capture: true },
  );
  const toggles: boolean[] = [];
  Object.assign(window, { detailsToggles: toggles });
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement) toggles.push(event.target.open);
    },
    { capture: true },
  );
}

/** The page's value of `expression`, evaluated through the phone's DevTools session. */
export function evaluateOn(session: CDPSession): EvaluateInPage {
  return async <T>(expression: string) => {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value as T;
  };
}

/** Waits until the page has painted its first content, asking it every few milliseconds. */
async function firstPaint(session: CDPSession): Promise<{ paint: FirstPaint; seenAt: number }> {
  const evaluate = evaluateOn(session);
  const deadline = Date.now() + PAINT_LIMIT_MS;
  for (;;) {
    // Before the document has committed, there is nothing to ask.
    const paint = await evaluate<FirstPaint | null>(FIRST_PAINT_EXPRESSION).catch(() => null);
    if (paint) return { paint, seenAt: performance.now() };
    if (Date.now() > deadline) throw new Error(`no first paint within ${PAINT_LIMIT_MS / 1000} s`);
    await pause(PAINT_POLL_MS);
  }
}

/**
 * Opens `path` on a fresh slow phone (its own browser context: nothing cached, nothing compiled) and
 * returns as soon as the page reports its first paint, without waiting for the app: the test decides
 * what to do meanwhile. The page asks the main thread, so a page busy at that moment tells it late;
 * `tapAfterFirstPaint` then taps as soon as it knows.
 */
export async function openOnThrottledPhone(
  site: Site,
  path: string,
  { slowNetwork = true, reducedMotion = false }: PhoneOptions = {},
): Promise<ThrottledPhone> {
  const context = await site.newContext({
    viewport: SLOW_PHONE.screen,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  try {
    await context.addInitScript(watchTapsAndToggles, FIRST_INPUT_KEY);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    if (slowNetwork) {
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    }
    await page.goto(path, { waitUntil: 'commit' });
    const { paint, seenAt } = await firstPaint(session);
    return {
      page,
      context,
      session,
      errors,
      paintedAt: paint.paintedAt,
      clockOffset: paint.now - seenAt,
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Where a tap on `selector` lands now; fails, saying why, when nothing there can be tapped. */
async function tapPoint(phone: ThrottledPhone, selector: string): Promise<TapPoint> {
  const point = await evaluateOn(phone.session)<TapPoint | string>(tapPointExpression(selector));
  if (typeof point === 'string') throw new Error(point);
  return point;
}

/** Taps the middle of the first element `selector` matches, at once. */
export async function tap(phone: ThrottledPhone, selector: string): Promise<void> {
  const { x, y } = await tapPoint(phone, selector);
  await phone.page.touchscreen.tap(x, y);
}

/**
 * Taps `selector` `ms` after the page's first paint, or at once when the page told of its paint later
 * than that. Returns when the tap was sent, in ms after the first paint.
 */
export async function tapAfterFirstPaint(phone: ThrottledPhone, selector: string, ms: number): Promise<number> {
  const { x, y } = await tapPoint(phone, selector);
  const pageNow = () => performance.now() + phone.clockOffset;
  const wait = phone.paintedAt + ms - pageNow();
  if (wait > 0) await pause(wait);
  const sentAt = pageNow() - phone.paintedAt;
  await phone.page.touchscreen.tap(x, y);
  return sentAt;
}

/** What the page noted of the first tap (see `watchTapsAndToggles`), or null before any. */
export async function firstInput(phone: ThrottledPhone): Promise<FirstInput | null> {
  const noted = await phone.page.evaluate((key) => sessionStorage.getItem(key), FIRST_INPUT_KEY);
  return noted === null ? null : (JSON.parse(noted) as FirstInput);
}

/** Each opening (true) and closing (false) of a `<details>` on the current document, in order. */
export function detailsToggles(phone: ThrottledPhone): Promise<boolean[]> {
  return phone.page.evaluate(() => (window as unknown as { detailsToggles: boolean[] }).detailsToggles);
}

/** Taps `selector` now and gives what Event Timing reported of the tap (see `helpers/eventTiming.ts`). */
export function measureTap(phone: ThrottledPhone, selector: string): Promise<MeasuredInteraction> {
  return measureInteraction(evaluateOn(phone.session), () => tap(phone, selector));
}
