import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { codeFor, inLanguage } from '../harness/content.js';
import { DESKTOP, PHONE, useSite, type OpenedPage, type Viewport } from '../harness/site.js';
import {
  MENU,
  MENU_SUMMARY,
  NAV_LINKS,
  seen,
  textsWhere,
  WITHOUT_SCRIPTS_POLL,
  withoutPictures,
} from './noScriptPage.js';

/*
 * The header works before the app's code has come, and without it. With JavaScript turned
 * off, the phone menu opens and closes, the level-2 menus open on hover and on keyboard focus, and
 * nothing in the header or the first screen is a control that does nothing.
 */

const site = useSite();

/** The level-1 items that have a level-2 menu. */
const ITEMS_WITH_MENUS = '[data-nav-half] > li:has(> ul)';
/** Enough presses of Tab to go from the top of the page through the whole navigation. */
const TAB_LIMIT = 150;

/** The first screens read in a language: the home page and a text list. */
const firstScreens = (locale: Locale) =>
  ['/index/sy', `/articlepagelist/${codeFor(locale, 'jtyw')}`].map((path) => inLanguage(locale, path));

async function show(page: Page, viewport: Viewport, path: string): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(path);
}

/**
 * The controls in the header or the first screen that do nothing without scripts, one line each: every
 * button, field and widget role the visitor can see there, but those that submit or fill a form and the
 * summaries of `<details>` (which open natively), and links that lead nowhere.
 */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type="hidden"]), a[href="#"], a[href^="javascript:"], ' +
        '[role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="slider"]',
    );
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const inFirstScreen = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const works = (element: HTMLElement) => {
      if (element.closest('summary')) return true;
      if (element instanceof HTMLButtonElement) return element.type === 'submit' && element.form !== null;
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) return element.form !== null;
      if (element instanceof HTMLTextAreaElement) return element.form !== null;
      return false;
    };
    const describeControl = (element: HTMLElement) => {
      const data = [...element.attributes].find((attribute) => attribute.name.startsWith('data-'));
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();
      return `${element.tagName.toLowerCase()}${data ? `[${data.name}]` : ''} "${name}"`;
    };
    return [...controls]
      .filter((element) => visible(element) && (inFirstScreen(element) || element.closest('header') !== null))
      .filter((element) => !works(element))
      .map(describeControl);
  });
}

describe.each(LOCALES)('the header without JavaScript (%s)', (locale: Locale) => {
  let opened: OpenedPage;
  const home = inLanguage(locale, '/index/sy');

  beforeAll(async () => {
    opened = await site().open('about:blank', { javaScript: false, viewport: PHONE });
    await withoutPictures(opened.page);
  });
  afterAll(async () => {
    await opened.context.close();
  });

  it('opens the phone menu with a press of its summary, showing the navigation, and closes it with another', async () => {
    const { page } = opened;
    await show(page, PHONE, home);
    const summary = page.locator(MENU_SUMMARY);
    const links = page.locator(NAV_LINKS);
    expect(await summary.count()).toBe(1);
    expect(await textsWhere(links, true)).toEqual([]);
    await summary.click();
    expect(await page.locator(MENU).getAttribute('open')).not.toBeNull();
    await expect.poll(() => textsWhere(links, false), WITHOUT_SCRIPTS_POLL).toEqual([]);
    await summary.click();
    expect(await page.locator(MENU).getAttribute('open')).toBeNull();
    await expect.poll(() => textsWhere(links, true), WITHOUT_SCRIPTS_POLL).toEqual([]);
  });

  it('shows each level-2 menu while the pointer rests on its level-1 item, and hides it after', async () => {
    const { page } = opened;
    await show(page, DESKTOP, home);
    const items = page.locator(ITEMS_WITH_MENUS);
    // Where the pointer rests on each item's link: the links stay where they are as the menus open below.
    const links = await items.locator(':scope > a').evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const box = anchor.getBoundingClientRect();
        return { name: (anchor.textContent ?? '').trim(), x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }),
    );
    expect(links.length).toBeGreaterThan(3);
    for (const [i, link] of links.entries()) {
      const menu = items.nth(i).locator(':scope > ul');
      expect(await seen(menu), `${link.name}, before the pointer comes`).toBe(false);
      await page.mouse.move(link.x, link.y);
      await expect.poll(() => seen(menu), WITHOUT_SCRIPTS_POLL).toBe(true);
    }
    await page.mouse.move(0, DESKTOP.height - 1);
    await expect.poll(() => seen(items.last().locator(':scope > ul')), WITHOUT_SCRIPTS_POLL).toBe(false);
  });

  it('shows each level-2 menu while keyboard focus is on its item or in it, so Tab reaches every link', async () => {
    const { page } = opened;
    await show(page, DESKTOP, home);
    const links = page.locator(NAV_LINKS);
    // The level-3 menus are the phone menu's only: the desktop's level-2 menus leave them out.
    const every = await links.evaluateAll((anchors) =>
      anchors.filter((a) => !a.closest('li li li')).map((a) => a.getAttribute('href') ?? ''),
    );
    const reached: string[] = [];
    const hidden: string[] = [];
    for (let presses = 0; presses < TAB_LIMIT; presses++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        const halves = document.querySelectorAll('[data-nav-half]');
        const last = halves[halves.length - 1];
        if (!element || !last) return 'elsewhere';
        // Past the navigation (the logo between its halves is not).
        if (!last.contains(element) && last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) {
          return 'past';
        }
        const item = element.closest('[data-nav-half] > li');
        if (!item) return 'elsewhere';
        const menu = item.querySelector(':scope > ul');
        return {
          href: element.getAttribute('href') ?? '',
          name: (element.textContent ?? '').trim(),
          menuShown: menu ? menu.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true,
        };
      });
      if (focus === 'past') break;
      if (focus === 'elsewhere') continue;
      reached.push(focus.href);
      if (!focus.menuShown) hidden.push(focus.name);
    }
    // Every level-1 item with a menu, focused: its menu shows.
    expect(hidden).toEqual([]);
    expect(reached).toEqual(every);
  });

  it.each([
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const)('has no control in the header or the first screen that does nothing, at %s px', async (_w, viewport) => {
    const { page } = opened;
    const found: string[] = [];
    for (const address of firstScreens(locale)) {
      await show(page, viewport, address);
      found.push(...(await deadControls(page)).map((control) => `${address}: ${control}`));
    }
    expect(found).toEqual([]);
  });
});
