import type { Locator, Page } from 'playwright-core';

/** True when the element with focus is inside the first element matching `selector`. */
export function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const container = document.querySelector(sel);
    return container !== null && container.contains(document.activeElement);
  }, selector);
}

/** True when `locator` is the element with focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
