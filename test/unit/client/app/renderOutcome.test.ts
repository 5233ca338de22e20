import { describe, expect, it } from 'vitest';
import { articleApi } from '../../../../client/src/api/articleApi.js';
import { menuApi } from '../../../../client/src/api/menuApi.js';
import { stockApi } from '../../../../client/src/api/stockApi.js';
import { renderOutcome } from '../../../../client/src/app/render/renderOutcome.js';
import { setupStore } from '../../../../client/src/state/store.js';
import type { ApiTransport } from '../../../../shared/ssr/renderContract.js';

const BUSY = { error: { status: 502, code: 'UPSTREAM_ERROR', message: 'busy' } };

/** The CMS fails the menus and articles 12 and 13, has no article 14, and never answers the share quotes. */
const transport: ApiTransport = (endpoint, params) => {
  if (endpoint === 'sharesMessage') return new Promise(() => undefined);
  if (endpoint === 'articleDetail' && params.id === 14) return Promise.resolve({ status: 404, body: {} });
  return Promise.resolve({ status: 502, body: BUSY });
};

describe('the outcome of a render', () => {
  it('sorts the failed calls by the cache keys its loaders named essential, not by endpoint', async () => {
    const store = setupStore({}, { transport });
    const menus = store.dispatch(menuApi.endpoints.getMenus.initiate({ flag: 'zh' }));
    const article = store.dispatch(articleApi.endpoints.getArticle.initiate({ id: 12 }));
    // The same endpoint with other arguments, not named essential: a block's call.
    const other = store.dispatch(articleApi.endpoints.getArticle.initiate({ id: 13 }));
    const missing = store.dispatch(articleApi.endpoints.getArticle.initiate({ id: 14 }));
    store.dispatch(stockApi.endpoints.getShareQuotes.initiate(undefined));
    await Promise.all([menus, article, other, missing]);

    const essential = new Set([menus.queryCacheKey, article.queryCacheKey, missing.queryCacheKey]);
    const cause = 'HTTP 502 UPSTREAM_ERROR busy';
    expect(renderOutcome(store.getState(), essential)).toEqual({
      essential: [
        { endpoint: 'folderList', cause },
        { endpoint: 'articleDetail', cause },
      ],
      // A 404 is an answer, not a failure: the loader draws the not-found page.
      secondary: [{ endpoint: 'articleDetail', cause }],
      late: ['getShareQuotes'],
    });
    // Named essential by none, every failure is secondary: the page is drawn with its fallbacks.
    expect(renderOutcome(store.getState(), new Set()).essential).toEqual([]);
  });
});
