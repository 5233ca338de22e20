import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TITLES } from '../../client/src/routeKit/routeTitles.js';
import type { MenuEntry } from '../../shared/api/menu.js';
import { LOCALES, type Locale } from '../../shared/constants.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { HOME_ROUTES } from '../../shared/routeTable.js';
import { matchRoute, ROUTES, type RouteId } from '../../shared/routes.js';
import { label, menuByCode, type MessageId } from './harness/content.js';
import { expectTitle, settled, unexpected } from './harness/pageChecks.js';
import { useSite, type OpenedPage } from './harness/site.js';
import { loadSampleContent, ROUTE_SAMPLES, type SampleContent } from './quality/routeSamples.js';

const site = useSite();

/**
 * Routes no menu links to, each titled by the UI label its route kind declares (`head.title`), the label
 * the page titles itself by.
 */
const TITLES: Partial<Record<RouteId, MessageId>> = ROUTE_TITLES;
/** The home page's routes, with the bare root that redirects to it. */
const HOME: readonly RouteId[] = ['home', ...HOME_ROUTES];
const ARTICLE_ROUTES: RouteId[] = ['articledetail', 'articledetailonly'];

/** The page a route is opened at when no menu links to it: its first sample (quality/routeSamples.ts). */
function samplePath(id: RouteId, content: SampleContent): string {
  const sample = ROUTE_SAMPLES.find((one) => one.route === id);
  if (!sample) throw new Error(`no sample page of ${id}`);
  return sample.path(content);
}

/** A menu of the tree whose own link is a page of this route kind. */
function menuForRoute(menus: readonly MenuEntry[], id: RouteId): MenuEntry {
  const menu = flattenMenus(menus).find(
    (m) => m.jumpUrl !== null && matchRoute(m.jumpUrl.split('?')[0] ?? '')?.id === id,
  );
  if (!menu?.jumpUrl) throw new Error(`no menu links to a ${id} page`);
  return menu;
}

describe.each(LOCALES)('every route in %s', (locale: Locale) => {
  let opened: OpenedPage;
  let content: SampleContent;

  beforeAll(async () => {
    content = await loadSampleContent(site(), locale);
    opened = await site().open('/index/sy', { locale });
  });

  afterAll(async () => {
    await opened.context.close();
  });

  it.each(Object.keys(ROUTES) as RouteId[])('%s renders its title without console errors', async (id) => {
    const { page, errors } = opened;
    errors.length = 0;
    const siteName = label(locale, 'app.siteName');

    if (HOME.includes(id)) {
      await page.goto(id === 'home' ? '/' : samplePath(id, content));
      await page.locator('[data-nav-half="right"] > li').first().waitFor();
      if (id === 'home') expect(new URL(page.url()).pathname).toBe('/index/sy');
      await expect.poll(() => page.title()).toBe(siteName);
    } else {
      const titled = TITLES[id];
      let path: string;
      let title: string;
      if (titled) {
        path = samplePath(id, content);
        title = label(locale, titled);
      } else {
        const menu = menuForRoute(content.menus, id);
        path = menu.jumpUrl ?? '';
        const code = matchRoute(path.split('?')[0] ?? '')?.params.fdCode;
        title = code ? menuByCode(content.menus, code).fdName : menu.fdName;
      }
      await page.goto(path);
      await expectTitle(page, title);
      // An article's document is named by the article itself (docs/server-rendering.md: `{page} | {site}`).
      const named = ARTICLE_ROUTES.includes(id) ? await page.locator('[data-article-title]').textContent() : title;
      await expect.poll(() => page.title()).toBe(`${named ?? ''} | ${siteName}`);
    }
    await settled(page);
    // `/404` is answered with HTTP 404, which the browser reports for the document itself.
    expect(unexpected(errors, id === 'notFound' ? [/status of 404 .*\/404\)$/] : [])).toEqual([]);
  });
});
