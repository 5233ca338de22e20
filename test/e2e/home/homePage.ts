import type { Page } from 'playwright-core';
import { settled } from '../harness/pageChecks.js';

/** The home blocks that load as the page is scrolled, in page order. */
export const DEFERRED_BLOCKS = ['about', 'news', 'folders', 'investor', 'contact'] as const;
export type DeferredBlockName = (typeof DEFERRED_BLOCKS)[number];

/** A deferred block's rendered section, once its code runs in the browser (hydrated or drawn there). */
export function block(page: Page, name: DeferredBlockName) {
  return page.locator(`[data-home-block="${name}"][data-live="true"] [data-block="${name}"]`);
}

/**
 * Scrolls a deferred block's slot into view, as a visitor would (the lower blocks of a page the server drew
 * load their code only once the visitor acts), and returns the block once its code runs, in view.
 */
export async function scrolledTo(page: Page, name: DeferredBlockName) {
  await page.locator(`[data-home-block="${name}"]`).scrollIntoViewIfNeeded();
  const live = block(page, name);
  await live.scrollIntoViewIfNeeded();
  return live;
}

/**
 * Scrolls down the page block by block, as a visitor would, until every deferred block has rendered,
 * then waits for the pictures in view.
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  for (const name of DEFERRED_BLOCKS) {
    const slot = page.locator(`[data-home-block="${name}"]`);
    await slot.scrollIntoViewIfNeeded();
    await block(page, name).waitFor();
  }
  await settled(page);
}

/** Text content of every match, trimmed. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((text) => text.trim());
}
