import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedList, ArticleSummary } from '../../shared/api/article.js';
import type { MenuEntry, MenuItem } from '../../shared/api/menu.js';
import { LOCALES, type Locale } from '../../shared/constants.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { matchRoute, ROUTES, type RouteId } from '../../shared/routes.js';
import { codeFor, label, menuByCode, menusOf, type MessageId } from './harness/content.js';
import { expectTitle, settled, unexpected } from './harness/pageChecks.js';
import { useSite, type OpenedPage } from './harness/site.js';
import { loadSampleContent } from './quality/routeSamples.js';

const site = useSite();

/** Items of the demo content the fixed paths name. */
interface Ids {
  articleId: number;
  leaderId: number;
}

/** Routes no menu links to, opened at a fixed path and titled by a UI label. */
const LABELLED: Partial<Record<RouteId, { path: (ids: Ids) => string; title: MessageId }>> = {
  companyLeaderDetail: { path: ({ leaderId }) => `/companyLeaderDetail?id=${leaderId}`, title: 'page.leaderDetail' },
  articledetail: { path: ({ articleId }) => `/articledetail/${articleId}`, title: 'article.detail' },
  articledetailonly: { path: ({ articleId }) => `/articledetailonly/${articleId}`, title: 'article.detail' },
  articlepreview: { path: ({ articleId }) => `/articlepreview/${articleId}`, title: 'article.preview' },
  articlesearch: { path: () => '/articlesearch?inputValue=%E5%B7%A5%E7%A8%8B', title: 'search.result' },
  notFound: { path: () => '/404', title: 'notFound.title' },
};
const HOME_ROUTES: RouteId[] = ['home', 'homeIndex', 'cncec'];
const ARTICLE_ROUTES: RouteId[] = ['articledetail', 'articledetailonly'];
const HOME_PATHS: Partial<Record<RouteId, string>> = { home: '/', homeIndex: '/index/sy', cncec: '/cncec' };

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
  let menus: MenuItem[];
  let ids: Ids;

  beforeAll(async () => {
    menus = await menusOf(site(), locale);
    const news = menuByCode(menus, codeFor(locale, 'jtyw'));
    const list = await site().api<PagedList<ArticleSummary>>(`/cms/api/article/findArticleList?folderId=${news.fdId}`);
    ids = { articleId: list.articleLists[0]?.id ?? 1, leaderId: (await loadSampleContent(site(), locale)).leaderId };
    opened = await site().open('/index/sy', { locale });
  });

  afterAll(async () => {
    await opened.context.close();
  });

  it.each(Object.keys(ROUTES) as RouteId[])('%s renders its title without console errors', async (id) => {
    const { page, errors } = opened;
    errors.length = 0;
    const siteName = label(locale, 'app.siteName');

    if (HOME_ROUTES.includes(id)) {
      await page.goto(HOME_PATHS[id] ?? '/');
      await page.locator('[data-nav-half="right"] > li').first().waitFor();
      if (id === 'home') expect(new URL(page.url()).pathname).toBe('/index/sy');
      await expect.poll(() => page.title()).toBe(siteName);
    } else {
      const fixed = LABELLED[id];
      let path: string;
      let title: string;
      if (fixed) {
        path = fixed.path(ids);
        title = label(locale, fixed.title);
      } else {
        const menu = menuForRoute(menus, id);
        path = menu.jumpUrl ?? '';
        const code = matchRoute(path.split('?')[0] ?? '')?.params.fdCode;
        title = code ? menuByCode(menus, code).fdName : menu.fdName;
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
