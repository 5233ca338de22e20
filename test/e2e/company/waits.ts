import type { Page } from 'playwright-core';
import { scrollToBottom, settled } from '../harness/pageChecks.js';

/** `settled`, after scrolling through the page so pictures that load lazily below the fold load too. */
export async function settledAfterScrolling(page: Page): Promise<void> {
  await scrollToBottom(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
}

/**
 * Waits, as long as a locator waits, until the title bar shows `expected` exactly: the first visit of a
 * language loads its messages and the menu tree, which takes longer than a poll's default second.
 */
export async function titleShows(page: Page, expected: string): Promise<void> {
  const exact = new RegExp(`^\\s*${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await page.locator('h1[data-page-title]').filter({ hasText: exact }).waitFor();
}
