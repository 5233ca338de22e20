import { matchRoute } from '../../../shared/routes.js';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import type { MenuItem } from '../../../shared/api/menu.js';
import type { Locale } from '../../../shared/constants.js';
import { flattenMenus } from '../../../shared/nav/findMenu.js';
import type { ApiTransport, RenderResult, ServerEntry } from '../../../shared/ssr/renderContract.js';
import { createPageTransport } from '../../../server/pages/pageTransport.js';
import { startBuiltRenderer, type BuiltRenderer } from './builtRenderer.js';

const DATA_TIMEOUT_MS = 5_000;

interface Sample {
  url: string;
  locale: Locale;
}

/** What a render gives a visitor: its kind, status, markup and carried state (less when each answer came). */
function drawn(result: RenderResult): unknown {
  if (result.kind !== 'page') return result;
  const state = result.stateJson.replace(/"fulfilledTimeStamp":\d+/g, '"fulfilledTimeStamp":0');
  return { status: result.status, complete: result.complete, html: result.html, state };
}

/** The BFF's own transport, each answer held back `delayMs` so that renders started together overlap. */
function slowed(transport: ApiTransport, delayMs: number): ApiTransport {
  return async (endpoint, params) => {
    await sleep(delayMs);
    return transport(endpoint, params);
  };
}

/**
 * The renderer keeps one route tree and one static handler for the whole process, and each render's
 * loaders fill that render's own store: pages rendered at the same time must each be what they are alone.
 */
describe('renders that run at the same time', () => {
  let renderer: BuiltRenderer;
  let bff: FastifyInstance;
  let entry: ServerEntry;
  let samples: Sample[];

  beforeAll(async () => {
    renderer = await startBuiltRenderer();
    ({ bff, entry } = renderer);
    const menus = (await bff.inject({ url: '/cms/api/folder/list?flag=zh' })).json<MenuItem[]>();
    const news = flattenMenus(menus).find((menu) => menu.fdCode === 'jtyw');
    if (!news) throw new Error('the demo menu tree has no group-news list (jtyw)');
    const list = await bff.inject({ url: `/cms/api/article/findArticleList?folderId=${news.fdId}` });
    const article = list.json<PagedList<ArticleSummary>>().articleLists[0];
    if (!article) throw new Error('the group-news list is empty');
    samples = [
      { url: '/index/sy', locale: 'zh' },
      { url: '/index/sy', locale: 'en' },
      { url: `/articledetail/${article.id}`, locale: 'zh' },
      { url: `/articledetail/${article.id}`, locale: 'en' },
      { url: '/articlepagelist/jtyw', locale: 'zh' },
      { url: '/no-such-page', locale: 'en' },
      { url: '/articledetail/999999999', locale: 'zh' },
    ];
  });

  afterAll(async () => {
    await renderer.close();
  });

  function render(sample: Sample, transport: ApiTransport): Promise<RenderResult> {
    const routeId = matchRoute(sample.url.split('?', 1)[0] ?? '/')?.id ?? null;
    return entry.render({ ...sample, routeId, transport, dataTimeoutMs: DATA_TIMEOUT_MS });
  }

  it('draws and carries for each page what it draws and carries when rendered alone', async () => {
    const alone: unknown[] = [];
    for (const sample of samples) alone.push(drawn(await render(sample, createPageTransport(bff.answers).transport)));
    // Different delays per page: one page's loaders run while another's answers come and another draws.
    const together = await Promise.all(
      samples.map((sample, index) =>
        render(sample, slowed(createPageTransport(bff.answers).transport, (index * 7) % 20)),
      ),
    );
    expect(together.map(drawn)).toEqual(alone);
    const statuses = together.map((result) => (result.kind === 'page' ? result.status : result.kind));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 404, 404]);
  });
});
