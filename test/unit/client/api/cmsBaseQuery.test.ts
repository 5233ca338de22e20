import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCmsBaseQuery } from '../../../../client/src/api/cmsBaseQuery.js';
import { tokenSet } from '../../../../client/src/state/authSlice.js';
import { setupStore } from '../../../../client/src/state/store.js';
import { selectToasts } from '../../../../client/src/state/toastSlice.js';

const BASE = 'http://bff.test';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Runs one call of the base query against a real store, with `fetch` answered by `answer`. */
async function call(answer: Response, options: { token?: string; silent?: boolean } = {}) {
  const store = setupStore();
  if (options.token) store.dispatch(tokenSet(options.token));
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const baseQuery = createCmsBaseQuery(BASE);
  const result = await baseQuery(
    { endpoint: 'findArticleList', params: { folderId: 25, nowPage: 2, pageSize: undefined } },
    {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'test',
      type: 'query',
    },
    options.silent ? { silent: true } : {},
  );
  const request = fetchMock.mock.calls[0]?.[0] as Request;
  return { result, request, toasts: selectToasts(store.getState()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API base query', () => {
  it('calls the BFF with GET and the query parameters, credentials included', async () => {
    const { result, request } = await call(jsonResponse(200, { articleLists: [] }));
    expect(result).toMatchObject({ data: { articleLists: [] } });
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE}/cms/api/article/findArticleList?folderId=25&nowPage=2`);
    expect(request.credentials).toBe('include');
  });

  it('sends Authorization only when the store holds a token', async () => {
    expect((await call(jsonResponse(200, {}))).request.headers.has('authorization')).toBe(false);
    const { request } = await call(jsonResponse(200, {}), { token: 't0ken' });
    expect(request.headers.get('authorization')).toBe('Bearer t0ken');
  });

  it("rejects an HTTP error with the BFF's message and shows it in the error toast", async () => {
    const body = { error: { status: 502, code: 'UPSTREAM_ERROR', message: '服务器繁忙 / Server busy' } };
    const { result, toasts } = await call(jsonResponse(502, body));
    // The error names the call, so the server's render can tell an essential call's failure from a block's.
    expect(result.error).toEqual({
      status: 502,
      code: 'UPSTREAM_ERROR',
      message: '服务器繁忙 / Server busy',
      endpoint: 'findArticleList',
    });
    expect(toasts).toEqual([{ id: 1, text: '服务器繁忙 / Server busy', messageId: null }]);
  });

  it('shows no toast for a caller with its own fallback', async () => {
    const { result, toasts } = await call(jsonResponse(500, {}), { silent: true });
    expect(result.error?.status).toBe(500);
    expect(toasts).toEqual([]);
  });
});
