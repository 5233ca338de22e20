import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson } from '../../../../client/src/api/fetchJson.js';

const URL_BASE = 'http://bff.test/cms/api/article/findArticleList';

function get(
  options: { params?: Record<string, string | number | undefined>; signal?: AbortSignal; timeoutMs?: number } = {},
) {
  return fetchJson(URL_BASE, {
    params: options.params ?? {},
    headers: new Headers({ 'Accept-Language': 'en' }),
    signal: options.signal ?? new AbortController().signal,
    timeoutMs: options.timeoutMs ?? 60_000,
  });
}

/** `fetch` answered by `answer`, or never answered until the request is aborted. */
function stubFetch(answer: (request: Request) => Promise<Response>) {
  const mock = vi.fn<typeof fetch>((input) => answer(input as Request));
  vi.stubGlobal('fetch', mock);
  return mock;
}

const hanging = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a GET of a JSON answer of the BFF', () => {
  it('sends the defined parameters only, with the headers and credentials', async () => {
    const mock = stubFetch(async () => new Response('{"ok":1}', { status: 200 }));
    expect(await get({ params: { folderId: 25, nowPage: undefined, flag: 'en' } })).toEqual({ data: { ok: 1 } });
    const request = mock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe(`${URL_BASE}?folderId=25&flag=en`);
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.credentials).toBe('include');
  });

  it('gives an HTTP error with its parsed body', async () => {
    stubFetch(async () => new Response('{"error":{"status":404}}', { status: 404 }));
    expect(await get()).toEqual({ error: { status: 404, data: { error: { status: 404 } } } });
  });

  it('tells an answer that is not JSON by its status', async () => {
    stubFetch(async () => new Response('<html>busy</html>', { status: 503 }));
    expect(await get()).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 503, data: '<html>busy</html>' },
    });
  });

  it('gives up after the time limit with a time-out, and on a network failure with a fetch error', async () => {
    vi.useFakeTimers();
    stubFetch(hanging);
    const late = get({ timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await get()).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('stops when the query is abandoned', async () => {
    stubFetch(hanging);
    const controller = new AbortController();
    const call = get({ signal: controller.signal });
    controller.abort();
    expect(await call).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });
});
