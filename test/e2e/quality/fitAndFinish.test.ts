import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { ENVELOPE_ERROR } from '../../../server/demo-cms/control.js';
import { codeFor, inLanguage, label, menuByCode, menusOf } from '../harness/content.js';
import { breadcrumbSteps, expectTitle } from '../harness/pageChecks.js';
import { DESKTOP, PHONE, useSite, type Viewport } from '../harness/site.js';

const site = useSite();

const VIEWPORTS: [string, Viewport][] = [
  ['1440', DESKTOP],
  ['375', PHONE],
];
const CASES = LOCALES.flatMap((locale) => VIEWPORTS.map(([name, viewport]) => [locale, name, viewport] as const));

/** Search text no other test asks for, so the BFF has no answer for it in its cache. */
const uniqueText = (locale: Locale, width: string, what: string) => `fit ${what} ${locale} ${width}`;

/** The visible elements of `targets` that something else covers at their centre (once in view), by their text. */
function coveredAtCentre(targets: Locator): Promise<string[]> {
  return targets.evaluateAll((elements) =>
    elements
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => {
        // A long list (the phone menu) is checked item by item where it scrolls to.
        el.scrollIntoView({ block: 'nearest' });
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit === null || !el.contains(hit);
      })
      .map((el) => (el.textContent ?? el.getAttribute('aria-label') ?? el.tagName).trim()),
  );
}

/** The top menu's items: the two halves on wide screens, the menu button and its list on phones. */
async function topMenuItems(page: Page, locale: Locale, phone: boolean): Promise<Locator> {
  if (!phone) {
    const items = page.locator('[data-nav-half] > li > a');
    await items.first().waitFor();
    return items;
  }
  // The phone menu's button, the summary of a details element.
  const button = page.locator('[data-mobile-menu] > summary');
  await button.waitFor();
  expect(await button.innerText()).toBe(label(locale, 'nav.menu'));
  expect(await coveredAtCentre(button)).toEqual([]);
  await button.click({ trial: true });
  // Opened without moving the focus, which holds the toast open (see the test below).
  await button.evaluate((summary) => (summary as HTMLElement).click());
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await panel.locator('a').first().waitFor();
  return panel.locator('a');
}

/** Opens a search whose call the CMS fails, and waits for the toast it raises. */
async function searchWithFailingCms(
  locale: Locale,
  viewport: Viewport,
  text: string,
  mode: 'envelopeError' | 'badJson',
) {
  site().control.failNext(2, mode, 'article/textSearch');
  // The results page's own URL in the language, as the site links it.
  const path = inLanguage(locale, `/articlesearch?inputValue=${encodeURIComponent(text)}`);
  const opened = await site().open(path, { locale, viewport });
  const toast = opened.page.locator('[data-toast="error"]');
  await toast.first().waitFor();
  // Whatever failure the render did not use up must not reach another test.
  site().control.reset();
  return { ...opened, toast };
}

describe.each(CASES)('with the CMS failing (%s, %s px)', (locale, width, viewport) => {
  it('shows the toast below the header, every top-menu item still clickable', async () => {
    const phone = viewport.width < 768;
    const { page, context, toast } = await searchWithFailingCms(
      locale,
      viewport,
      uniqueText(locale, width, 'menu'),
      'envelopeError',
    );
    expect(await toast.textContent()).toContain(ENVELOPE_ERROR.msg);
    // A toast with the focus in it stays until it is closed: it is still there when the checks end,
    // however long they take.
    await toast.first().getByRole('button').focus();
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.first().boundingBox();
    expect(header && box && box.y >= header.y + header.height).toBe(true);

    const items = await topMenuItems(page, locale, phone);
    expect(await items.count()).toBeGreaterThan(phone ? 10 : 5);
    expect(await coveredAtCentre(items)).toEqual([]);
    for (const item of await items.all()) {
      if (await item.isVisible()) await item.click({ trial: true, timeout: 2000 });
    }
    // The header's own controls (language, search) are not covered either.
    expect(
      await coveredAtCentre(page.locator('header button:visible, header summary:visible, header input:visible')),
    ).toEqual([]);
    expect(await toast.first().isVisible()).toBe(true);
    await context.close();
  });

  it("words the BFF's own message in the page's language", async () => {
    const { context, toast } = await searchWithFailingCms(
      locale,
      viewport,
      uniqueText(locale, width, 'words'),
      'badJson',
    );
    const expected = locale === 'zh' ? '内容服务返回的数据无法解析' : 'The CMS answered with invalid JSON';
    expect((await toast.first().textContent())?.trim()).toContain(expected);
    await context.close();
  });
});

describe.each(CASES)('pages of no column (%s, %s px)', (locale, width, viewport) => {
  /** Opens the news centre through its menu, so that it is the last menu chosen. */
  async function chooseNewsCentre(page: Page): Promise<void> {
    const news = menuByCode(await menusOf(site(), locale), codeFor(locale, 'gsxw'));
    const phone = viewport.width < 768;
    const items = await topMenuItems(page, locale, phone);
    await items.filter({ hasText: news.fdName }).first().click();
    await expectTitle(page, news.children[0]?.fdName ?? news.fdName);
  }

  it('show Home and the search results in the breadcrumb, not the last menu chosen', async () => {
    const { page, context } = await site().open('/index/sy', { locale, viewport });
    await chooseNewsCentre(page);
    await page.goto(`/articlesearch?inputValue=${encodeURIComponent(uniqueText(locale, width, 'crumb'))}`);
    await expectTitle(page, label(locale, 'search.result'));
    expect(await breadcrumbSteps(page)).toEqual([label(locale, 'common.home'), label(locale, 'search.result')]);
    await context.close();
  });

  it('show Home and the not-found title in the breadcrumb of /404', async () => {
    const { page, context } = await site().open('/index/sy', { locale, viewport });
    await chooseNewsCentre(page);
    await page.goto('/no/such/page');
    await expectTitle(page, label(locale, 'notFound.title'));
    expect(await breadcrumbSteps(page)).toEqual([label(locale, 'common.home'), label(locale, 'notFound.title')]);
    await context.close();
  });
});

describe.each(CASES)('the footer (%s, %s px)', (locale, _width, viewport) => {
  it.each(['privacy', 'legal'] as const)('opens the %s page from its link', async (key) => {
    const menus = await menusOf(site(), locale);
    const code = codeFor(locale, key === 'privacy' ? 'yszaq' : 'flsm');
    const column = menuByCode(menus, code);
    const { page, context, errors } = await site().open('/index/sy', { locale, viewport });
    const link = page.locator(`footer [data-footer-link="${key}"]`);
    await link.scrollIntoViewIfNeeded();
    expect((await link.textContent())?.trim()).toBe(
      label(locale, key === 'privacy' ? 'footer.privacy' : 'footer.legal'),
    );
    await link.click();
    await page.waitForURL((url) => url.pathname === `/columndetail/${code}`);
    await expectTitle(page, column.fdName);
    const text = page.locator('[data-rich-text]');
    await text.waitFor();
    // The CMS's h3 sections, re-levelled to h2 under the page's h1 by the BFF.
    expect(await text.locator('h2').count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
