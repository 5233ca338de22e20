import { performance } from 'node:perf_hooks';
import { inputToNextPaintMs, measureInteraction, type EvaluateInPage } from '../helpers/eventTiming.js';
import {
  FIRST_PAINT_EXPRESSION,
  SLOW_PHONE,
  tapPointExpression,
  type FirstPaint,
  type TapPoint,
} from '../helpers/slowPhone.js';
import type { DevToolsConnection, DevToolsTarget } from './devTools.js';
import type { TapRun } from './tapTable.js';

/*
 * The first taps, timed on the slow phone (`test/helpers/slowPhone.ts`) over a bare DevTools
 * connection, each page load in a browser context of its own (nothing cached, nothing compiled):
 * - the first tap on the phone menu that opens it, the menu tapped every 50 ms from the first paint;
 * - whether one tap 100 ms after the first paint opens it, and it stays open as the page hydrates;
 * - the input to next paint of the first tap after hydration, on the menu and on the language switch
 *   (the CPU four times slower, the network at full speed).
 */

const MENU = '[data-mobile-menu]';
const MENU_SUMMARY = `${MENU} > summary`;
/** The audited pages are Chinese: their switch leads to English. */
const LANGUAGE_SWITCH = 'a[data-locale="en"]';

const TAP_EVERY_MS = 50;
const TAP_AFTER_PAINT_MS = 100;
/** How long after the first paint the menu is tapped for, at most, before the run counts none as working. */
const TAPPING_LIMIT_MS = 15_000;
const PAINT_LIMIT_MS = 30_000;
const HANDLED_LIMIT_MS = 15_000;
const HYDRATION_LIMIT_MS = 60_000;
/** After hydration, time for the app's effects to run before the menu is looked at again. */
const AFTER_HYDRATION_MS = 1_000;
const POLL_MS = 10;

/** In the page: how many interactions it has handled, and whether the phone menu is open. */
const MENU_STATE = `({
  handled: performance.interactionCount,
  open: document.querySelector(${JSON.stringify(MENU)})?.open === true,
})`;
const HYDRATED = `document.documentElement.hasAttribute('data-hydrated')`;

interface MenuState {
  handled: number;
  open: boolean;
}

interface Phone {
  evaluate: EvaluateInPage;
  /** The page's first contentful paint, on its clock (ms). */
  paintedAt: number;
  /** The page's clock less this process's `performance.now()` (ms). */
  clockOffset: number;
  tap(point: TapPoint): Promise<void>;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ms since the page's first paint, on its clock. */
const sincePaint = (phone: Phone) => performance.now() + phone.clockOffset - phone.paintedAt;

function evaluateOn(page: DevToolsTarget): EvaluateInPage {
  return async <T>(expression: string) => {
    const { result, exceptionDetails } = await page.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
    return result.value as T;
  };
}

/** Polls `expression` until `done` holds for its value, or fails after `limitMs` saying what it waited for. */
async function until<T>(
  evaluate: EvaluateInPage,
  expression: string,
  done: (value: T) => boolean,
  limitMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    // A document not yet committed has nothing to tell.
    const value = await evaluate<T>(expression).catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${limitMs / 1000} s`);
    await pause(POLL_MS);
  }
}

/**
 * Opens `url` on a fresh slow phone and returns once the page reports its first contentful paint (asked
 * every few milliseconds), without waiting for the app.
 */
async function openPhone(connection: DevToolsConnection, url: string, slowNetwork: boolean): Promise<Phone> {
  const { browserContextId } = await connection.browser.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
    { disposeOnDetach: true },
  );
  const close = async () => {
    await connection.browser.send('Target.disposeBrowserContext', { browserContextId });
  };
  try {
    const { targetId } = await connection.browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await connection.browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = connection.session(sessionId);
    await page.send('Emulation.setDeviceMetricsOverride', {
      ...SLOW_PHONE.screen,
      deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
      mobile: true,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    if (slowNetwork) {
      await page.send('Network.enable');
      await page.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    }
    await page.send('Page.navigate', { url });
    const evaluate = evaluateOn(page);
    const paint = await until<FirstPaint | null>(
      evaluate,
      FIRST_PAINT_EXPRESSION,
      (value) => value !== null,
      PAINT_LIMIT_MS,
      'no first paint',
    );
    const seenAt = performance.now();
    if (!paint) throw new Error('no first paint');
    return {
      evaluate,
      paintedAt: paint.paintedAt,
      clockOffset: paint.now - seenAt,
      async tap({ x, y }) {
        await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function onPhone<T>(
  connection: DevToolsConnection,
  url: string,
  slowNetwork: boolean,
  measure: (phone: Phone) => Promise<T>,
): Promise<T> {
  const phone = await openPhone(connection, url, slowNetwork);
  try {
    return await measure(phone);
  } finally {
    await phone.close();
  }
}

async function tapPoint(phone: Phone, selector: string): Promise<TapPoint> {
  const point = await phone.evaluate<TapPoint | string>(tapPointExpression(selector));
  if (typeof point === 'string') throw new Error(point);
  return point;
}

/** Waits until the page has handled more than `handled` interactions; the menu's state then. */
function handledBeyond(phone: Phone, handled: number): Promise<MenuState> {
  return until<MenuState>(
    phone.evaluate,
    MENU_STATE,
    (state) => state.handled > handled,
    HANDLED_LIMIT_MS,
    'the tap was not handled',
  );
}

/**
 * The first tap that opens the menu, in ms after the first paint: a tap every 50 ms from the paint, the
 * next only once the page has handled the last (taps queued behind a busy main thread would each open
 * or close the menu in turn). Null when none did within `TAPPING_LIMIT_MS`.
 */
async function firstWorkingTap(phone: Phone): Promise<number | null> {
  const point = await tapPoint(phone, MENU_SUMMARY);
  let { handled } = await phone.evaluate<MenuState>(MENU_STATE);
  for (let slot = 0; ; slot++) {
    const now = sincePaint(phone);
    if (now > TAPPING_LIMIT_MS) return null;
    slot = Math.max(slot, Math.ceil(now / TAP_EVERY_MS));
    await pause(slot * TAP_EVERY_MS - now);
    const sentAt = sincePaint(phone);
    await phone.tap(point);
    const state = await handledBeyond(phone, handled);
    if (state.open) return sentAt;
    handled = state.handled;
  }
}

/** One tap 100 ms after the first paint: whether it opened the menu and the menu stayed open as the page hydrated. */
async function tapAt100(phone: Phone): Promise<{ sentMs: number; worked: boolean }> {
  const point = await tapPoint(phone, MENU_SUMMARY);
  const { handled } = await phone.evaluate<MenuState>(MENU_STATE);
  await pause(TAP_AFTER_PAINT_MS - sincePaint(phone));
  const sentMs = sincePaint(phone);
  await phone.tap(point);
  const opened = (await handledBeyond(phone, handled)).open;
  await until<boolean>(phone.evaluate, HYDRATED, Boolean, HYDRATION_LIMIT_MS, 'the page did not hydrate');
  await pause(AFTER_HYDRATION_MS);
  const { open } = await phone.evaluate<MenuState>(MENU_STATE);
  return { sentMs, worked: opened && open };
}

/** Input to next paint of a tap on `selector` once the page has hydrated (ms); null when none was counted. */
async function inputToNextPaintAfterHydration(phone: Phone, selector: string): Promise<number | null> {
  await until<boolean>(phone.evaluate, HYDRATED, Boolean, HYDRATION_LIMIT_MS, 'the page did not hydrate');
  const point = await tapPoint(phone, selector);
  return inputToNextPaintMs(await measureInteraction(phone.evaluate, () => phone.tap(point)));
}

/** The figures of one page, one run: four page loads on the slow phone. */
export async function measurePhoneTaps(connection: DevToolsConnection, baseUrl: string, path: string): Promise<TapRun> {
  const url = `${baseUrl}${path}`;
  const problems: string[] = [];
  /** A figure, or null with the reason noted when it could not be had. */
  const figure = async <T>(name: string, measure: () => Promise<T>): Promise<T | null> => {
    try {
      return await measure();
    } catch (error) {
      problems.push(`${path}, ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const firstTapMs = await figure('first tap', () => onPhone(connection, url, true, firstWorkingTap));
  const tapAt100ms = await figure('tap at 100 ms', () => onPhone(connection, url, true, tapAt100));
  const menuInpMs = await figure('menu after hydration', () =>
    onPhone(connection, url, false, (phone) => inputToNextPaintAfterHydration(phone, MENU_SUMMARY)),
  );
  const languageInpMs = await figure('language switch after hydration', () =>
    onPhone(connection, url, false, (phone) => inputToNextPaintAfterHydration(phone, LANGUAGE_SWITCH)),
  );
  return {
    page: path,
    firstTapMs,
    tapAt100: tapAt100ms,
    menuInpMs,
    languageInpMs,
    problems,
  };
}
