import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inputToNextPaintMs, type MeasuredInteraction } from '../../helpers/eventTiming.js';
import { hydrated } from '../harness/pageChecks.js';
import { useSite } from '../harness/site.js';
import {
  detailsToggles,
  firstInput,
  measureTap,
  openOnThrottledPhone,
  tapAfterFirstPaint,
  type ThrottledPhone,
} from '../harness/throttledPhone.js';

/*
 * A visitor can use the first screen the moment it is painted. On a slow phone (CPU 4×,
 * 150 ms, 1.6 Mbps; `test/helpers/slowPhone.ts`) a tap comes 100 ms after the first paint, long before
 * the app has hydrated the page, and does what it says: natively, or replayed once the code has run.
 * Then, once the page has hydrated, the first tap's input to next paint is read from Event Timing; its
 * figure is `npm run lighthouse`'s to judge, the test checks that it was measured and that the tap worked.
 */

const site = useSite();

/** When the visitor taps, after the first paint (ms). */
const TAP_AFTER_PAINT_MS = 100;
const MENU = 'details[data-mobile-menu]';
const MENU_SUMMARY = '[data-mobile-menu] > summary';
const TO_ENGLISH = 'a[data-locale="en"]';
const BANNER = '[data-slot="home-carousel"] [data-carousel]';
const BANNER_NEXT = `${BANNER} [data-carousel-next]`;
/** The slow phone takes some seconds to fetch and run the app's code. */
const HYDRATION_LIMIT_MS = 40_000;

const menuOpen = (page: Page) => page.locator(MENU).evaluate((details) => (details as HTMLDetailsElement).open);

/** The navigation's links the visitor cannot see, by their text. */
function hiddenNavLinks(page: Page): Promise<string[]> {
  return page
    .locator('[data-nav-half] a')
    .evaluateAll((links) =>
      links.filter((link) => !link.checkVisibility()).map((link) => (link.textContent ?? '').trim()),
    );
}

/** Opens `path` on a fresh slow phone, runs `test` on it and closes the phone, whatever the test does. */
async function onPhone(
  path: string,
  options: Parameters<typeof openOnThrottledPhone>[2],
  test: (phone: ThrottledPhone) => Promise<void>,
): Promise<void> {
  const phone = await openOnThrottledPhone(site(), path, options);
  try {
    await test(phone);
  } finally {
    await phone.close();
  }
}

/** The tap reached the page before the app had hydrated it: the case these tests are about. */
async function expectTapBeforeHydration(phone: ThrottledPhone): Promise<void> {
  await expect.poll(() => firstInput(phone)).not.toBeNull();
  expect(await firstInput(phone)).toMatchObject({ hydrated: false });
}

describe('on a slow phone, one tap 100 ms after the first paint', () => {
  it('opens the phone menu, which stays open as the page hydrates', async ({ annotate }) => {
    await onPhone('/index/sy', {}, async (phone) => {
      const { page } = phone;
      const sentAt = await tapAfterFirstPaint(phone, MENU_SUMMARY, TAP_AFTER_PAINT_MS);
      await expect.poll(() => menuOpen(page)).toBe(true);
      await expectTapBeforeHydration(phone);
      await hydrated(page, HYDRATION_LIMIT_MS);
      // The parts the app draws after hydrating have come too.
      await page.waitForLoadState('networkidle');
      expect(await menuOpen(page)).toBe(true);
      expect(await detailsToggles(phone)).toEqual([true]);
      expect(await hiddenNavLinks(page)).toEqual([]);
      await annotate(`tapped ${Math.round(sentAt)} ms after the first paint`);
    });
  });

  it('on the language switch opens the English page, which hydrates in English', async ({ annotate }) => {
    await onPhone('/index/sy', {}, async (phone) => {
      const { page } = phone;
      const sentAt = await tapAfterFirstPaint(phone, TO_ENGLISH, TAP_AFTER_PAINT_MS);
      await page.waitForURL((url) => url.pathname === '/index/sy' && url.searchParams.get('lang') === 'en');
      await expectTapBeforeHydration(phone);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await hydrated(page, HYDRATION_LIMIT_MS);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.locator('span[data-locale="en"][aria-current="true"]').count()).toBe(1);
      await annotate(`tapped ${Math.round(sentAt)} ms after the first paint`);
    });
  });

  it("on the banner's next arrow moves it on one slide once the code has run", async ({ annotate }) => {
    // No slide moves by itself for a visitor who asks for reduced motion: only the tap can move it.
    await onPhone('/index/sy', { reducedMotion: true }, async (phone) => {
      const { page } = phone;
      const banner = page.locator(BANNER);
      expect(await banner.getAttribute('data-index')).toBe('0');
      const sentAt = await tapAfterFirstPaint(phone, BANNER_NEXT, TAP_AFTER_PAINT_MS);
      await expectTapBeforeHydration(phone);
      await hydrated(page, HYDRATION_LIMIT_MS);
      await expect.poll(() => banner.getAttribute('data-index')).toBe('1');
      // The carousel's engine shows it: the style sheet no longer moves the slides.
      expect(await banner.getAttribute('data-css-autoplay')).toBeNull();
      await annotate(`tapped ${Math.round(sentAt)} ms after the first paint`);
    });
  });
});

/** The figure for a test's notes: the interaction's longest event, or that it was under the threshold. */
function describeMeasure(measured: MeasuredInteraction): string {
  const { interaction } = measured;
  if (!interaction) return `input to next paint under ${inputToNextPaintMs(measured)} ms`;
  return `input to next paint ${interaction.durationMs} ms (${interaction.events.join(', ')})`;
}

describe('on a phone at 4× CPU, the first tap after the page has hydrated', () => {
  it('on the menu is measured by Event Timing and opens it', async ({ annotate }) => {
    await onPhone('/index/sy', { slowNetwork: false }, async (phone) => {
      await hydrated(phone.page, HYDRATION_LIMIT_MS);
      const measured = await measureTap(phone, MENU_SUMMARY);
      expect(inputToNextPaintMs(measured)).not.toBeNull();
      await expect.poll(() => menuOpen(phone.page)).toBe(true);
      await annotate(describeMeasure(measured));
    });
  });

  it('on the language switch is measured by Event Timing and shows the English page', async ({ annotate }) => {
    await onPhone('/index/sy', { slowNetwork: false }, async (phone) => {
      const { page } = phone;
      await hydrated(page, HYDRATION_LIMIT_MS);
      const measured = await measureTap(phone, TO_ENGLISH);
      expect(inputToNextPaintMs(measured)).not.toBeNull();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await annotate(describeMeasure(measured));
    });
  });
});
