import type { Locator, Page } from 'playwright-core';

/**
 * Checks of a page read with JavaScript turned off. Playwright's own calls (`evaluate`, locators) still
 * run, in a world of their own; the page's scripts do not.
 */

/** The phone menu, its summary (what a press opens and closes) and the navigation's links it shows. */
export const MENU = 'details[data-mobile-menu]';
export const MENU_SUMMARY = '[data-mobile-menu] > summary';
export const NAV_LINKS = '[data-nav-half] a';

/**
 * Short waits: without scripts the page is whole once loaded; only a transition of the style sheet may
 * still run. (Also the limit of an action on an element that should be there.)
 */
export const WITHOUT_SCRIPTS_POLL = { timeout: 2_000 };

/** The site's pictures: CMS files and the share chart. */
const PICTURES = /\/(cms\/files|stock-chart)\//;

/**
 * Has the tab leave out the site's pictures, which these tests do not read. Without scripts the browser
 * loads lazy pictures at once (lazy loading is a scripting feature), so a home page asks for some twenty,
 * and a fresh server takes seconds to size them. (Giving the tab back removes the route.)
 */
export async function withoutPictures(page: Page): Promise<void> {
  await page.route(PICTURES, (route) => route.abort());
}

/** Whether the visitor can see the element: displayed, not `visibility: hidden`, not fully transparent. */
export function seen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
}

/** The texts of the elements `locator` matches that the visitor can (`shown`) or cannot see. */
export function textsWhere(locator: Locator, shown: boolean): Promise<string[]> {
  return locator.evaluateAll(
    (elements, wanted) =>
      elements
        .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) === wanted)
        .map((element) => (element.textContent ?? '').trim()),
    shown,
  );
}

/** The page's `<html lang>`. */
export function pageLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

/** The `lang` parameter of the page's address, null without one. */
export function langParameter(page: Page): string | null {
  return new URL(page.url()).searchParams.get('lang');
}
