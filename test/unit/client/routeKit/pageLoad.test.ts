import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { articleApi } from '../../../../client/src/api/articleApi.js';
import organisation from '../../../../client/src/pages/organisation/route.js';
import { PageLoad, type LoadPlace } from '../../../../client/src/routeKit/pageLoad.js';
import { setupStore } from '../../../../client/src/state/store.js';
import type { ApiTransport } from '../../../../shared/ssr/renderContract.js';
import { sampleTree } from '../../../helpers/menuFixture.js';

/** Answers every call at once: the menu tree for the menus, an empty object for the rest. */
const transport: ApiTransport = (endpoint) =>
  Promise.resolve({ status: 200, body: endpoint === 'folderList' ? sampleTree() : {} });

/** A loader's arguments for a path of a route pattern. */
function loaderArgs(path: string, pattern: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const url = new URL(path, 'http://site.invalid');
  return { request: new Request(url), url, pattern, params, context: undefined };
}

/** A server render's place, with the essential calls' keys it gathers. */
function serverPlace(): Extract<LoadPlace, { kind: 'server' }> {
  return { kind: 'server', deadline: performance.now() + 5_000, essential: new Set<string>() };
}

/** The endpoints of the store's queries whose cache keys are among `keys`. */
function endpointsOf(store: ReturnType<typeof setupStore>, keys: ReadonlySet<string>): string[] {
  return Object.entries(store.getState().api.queries)
    .filter(([key]) => keys.has(key))
    .map(([, entry]) => entry?.endpointName ?? '')
    .sort();
}

describe("a page's loader on the server", () => {
  it('gathers the cache keys of the calls it starts or needs as essential, and of no other', async () => {
    const store = setupStore({}, { transport });
    const place = serverPlace();
    const load = new PageLoad({ store, place }, loaderArgs('/articledetail/12', '/articledetail/:articleId'), 'x');
    const article = store.dispatch(articleApi.endpoints.getArticle.initiate({ id: 12 }));
    const preview = store.dispatch(articleApi.endpoints.getArticlePreview.initiate({ id: 12 }));
    const related = store.dispatch(articleApi.endpoints.getRelatedNews.initiate({ articleId: 12 }));
    await load.need(article, { essential: true });
    load.start(preview, { essential: true });
    load.start(related);
    await load.done();
    expect([...place.essential].sort()).toEqual([article.queryCacheKey, preview.queryCacheKey].sort());
  });

  it("names the menu tree essential on every page: the menus and a route kind's own calls", async () => {
    const store = setupStore({}, { transport });
    const place = serverPlace();
    const args = loaderArgs('/companyzzjge/gsjj', '/companyzzjge/:fdCode', { fdCode: 'gsjj' });
    const load = new PageLoad({ store, place }, args, 'companyzzjge');
    await organisation.load(load);
    await load.done();
    // The departments' chart is the organisation's content; the subsidiaries' tab is secondary.
    expect(endpointsOf(store, place.essential)).toEqual(['getFolderDetail', 'getMenus']);
    expect(endpointsOf(store, new Set(Object.keys(store.getState().api.queries)))).toContain('getSubsidiaries');
  });
});

describe("a page's loader in the browser", () => {
  it('starts its essential calls as any other, with nothing to gather', async () => {
    const store = setupStore({}, { transport });
    const args = loaderArgs('/companyzzjge/gsjj', '/companyzzjge/:fdCode', { fdCode: 'gsjj' });
    const load = new PageLoad({ store, place: { kind: 'browser' } }, args, 'companyzzjge');
    await organisation.load(load);
    expect(await load.done()).toBeNull();
    expect(endpointsOf(store, new Set(Object.keys(store.getState().api.queries)))).toEqual([
      'getFolderDetail',
      'getMenus',
      'getSubsidiaries',
    ]);
  });
});
