import { once } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody, started } from '../../helpers/httpClient.js';
import { ManualClock } from '../../helpers/manualClock.js';
import { metricValue } from '../../helpers/pictureFixtures.js';
import { BROTLI_MIN_BYTES } from '../../../server/cache/storedAnswer.js';

const TTL_MS = 60_000;
const STALE_MS = 600_000;
const detail = endpointUrl('articleDetail');

let bff: BffHarness;
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  bff = await startBff({ cacheStaleMs: STALE_MS }, { clock: clock.now });
});
afterEach(async () => bff.close());

/** Scripts article/detail to answer with the given title, or with an envelope error when null. */
function articleTitle(title: string | null): void {
  bff.upstream.script('article/detail', (call) =>
    title === null
      ? { json: { code: 500, msg: 'the CMS is down' } }
      : { json: { code: 200, data: { id: Number(call.params.id), title, content: '<p>x</p>' } } },
  );
}

/** Started at once, so that requests made together are in flight together. */
const getDetail = (id = '1', headers: Record<string, string> = {}) =>
  started(bff.http.get(detail).query({ id }).set(headers));

const titleOf = (response: Response) => (response.body as { title: string }).title;

describe('the answer cache', () => {
  it('answers a second request from the cache without calling the upstream', async () => {
    const first = await getDetail();
    const second = await getDetail();
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(bff.upstream.callsTo('article/detail')).toBe(1);
  });

  it('sends Cache-Control, Age and a strong ETag on cacheable GETs', async () => {
    await getDetail();
    clock.advance(5_000);
    const hit = await getDetail();
    expect(hit.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600, stale-if-error=600');
    expect(hit.headers.age).toBe('5');
    expect(hit.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('makes one upstream call for 200 concurrent requests for one cold key', async () => {
    const gate = bff.upstream.hold();
    let waiting = 0;
    const allWaiting = new Promise<void>((resolve) => {
      bff.app.responseCache.events.on('lookup', () => {
        waiting += 1;
        if (waiting === 200) resolve();
      });
    });
    const responses = Array.from({ length: 200 }, () => getDetail('42'));
    await allWaiting;
    gate.release();
    const answers = await Promise.all(responses);
    expect(bff.upstream.callsTo('article/detail')).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });

  it('serves a stale entry at once after the TTL and refreshes it in the background', async () => {
    articleTitle('first');
    await getDetail();
    articleTitle('second');
    clock.advance(TTL_MS + 1);
    const gate = bff.upstream.hold();
    const stored = once(bff.app.responseCache.events, 'stored');
    const stale = await getDetail();
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(titleOf(stale)).toBe('first');
    gate.release();
    await stored;
    const fresh = await getDetail();
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(titleOf(fresh)).toBe('second');
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
  });

  it('serves stale entries while the upstream fails, within the stale window', async () => {
    articleTitle('kept');
    await getDetail();
    articleTitle(null);
    clock.advance(TTL_MS + STALE_MS - 1);
    const response = await getDetail();
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('STALE');
    expect(titleOf(response)).toBe('kept');
  });

  it('answers keys it never had with the upstream error while the upstream fails', async () => {
    articleTitle(null);
    const response = await getDetail('7');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { status: 502, code: 'UPSTREAM_ERROR', message: 'the CMS is down' } });
  });

  it('answers 504 for a cold key while the upstream hangs', async () => {
    await bff.close();
    bff = await startBff({ upstreamTimeoutMs: 200 }, { clock: clock.now });
    const gate = bff.upstream.hold();
    try {
      const response = await getDetail('8');
      expect(response.status).toBe(504);
      expect(response.body).toMatchObject({ error: { status: 504, code: 'UPSTREAM_TIMEOUT' } });
    } finally {
      gate.release();
    }
  });

  it('fails like a cold miss once an entry is older than the stale window', async () => {
    articleTitle('old');
    await getDetail();
    articleTitle(null);
    clock.advance(TTL_MS + STALE_MS + 1);
    const response = await getDetail();
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ error: { code: 'UPSTREAM_ERROR' } });
  });

  it('waits for a fresh answer once an entry is older than the stale window and the upstream works', async () => {
    articleTitle('old');
    await getDetail();
    articleTitle('new');
    clock.advance(TTL_MS + STALE_MS + 1);
    const response = await getDetail();
    expect(response.headers['x-cache']).toBe('MISS');
    expect(titleOf(response)).toBe('new');
  });

  it('tries a failing upstream at most once a second per key', async () => {
    articleTitle('kept');
    await getDetail();
    articleTitle(null);
    clock.advance(TTL_MS + 1);
    const failed = once(bff.app.responseCache.events, 'refreshFailed');
    await getDetail();
    await failed;
    for (let i = 0; i < 20; i += 1) expect((await getDetail()).headers['x-cache']).toBe('STALE');
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
    clock.advance(1000);
    const failedAgain = once(bff.app.responseCache.events, 'refreshFailed');
    await getDetail();
    await failedAgain;
    expect(bff.upstream.callsTo('article/detail')).toBe(3);
  });

  it('counts the stale answers served because their refresh failed, not those served while it runs', async () => {
    articleTitle('kept');
    await getDetail();
    articleTitle(null);
    clock.advance(TTL_MS + 1);
    const failed = once(bff.app.responseCache.events, 'refreshFailed');
    await getDetail();
    await failed;
    await getDetail();
    await getDetail();
    expect(await metricValue(bff.http, 'bff_cache_stale_on_error_total', 'group="api"')).toBe(2);
  });

  it('never caches an error', async () => {
    articleTitle(null);
    expect((await getDetail()).status).toBe(502);
    articleTitle('works');
    const response = await getDetail();
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('MISS');
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
  });

  it('never caches a not-found answer', async () => {
    bff.upstream.script('article/detail', () => ({ json: { code: 200, data: null } }));
    expect((await getDetail()).status).toBe(404);
    expect((await getDetail()).status).toBe(404);
    expect(bff.upstream.callsTo('article/detail')).toBe(2);
  });

  it('keys entries by language', async () => {
    const menu = endpointUrl('folderList');
    const zh = await bff.http.get(menu).query({ flag: 'zh' });
    const en = await bff.http.get(menu).query({ flag: 'en' });
    expect(zh.text).toContain('Home (zh)');
    expect(en.text).toContain('Home (en)');
    expect(en.headers['x-cache']).toBe('MISS');
    expect(bff.upstream.callsTo('folder/list')).toBe(2);
  });

  it('shares an entry between a request with the default language and one naming it', async () => {
    const menu = endpointUrl('folderList');
    await bff.http.get(menu);
    const named = await bff.http.get(menu).query({ flag: 'zh' });
    expect(named.headers['x-cache']).toBe('HIT');
    expect(bff.upstream.callsTo('folder/list')).toBe(1);
  });

  it('shares an entry between GET and POST', async () => {
    const get = await getDetail('5');
    const post = await bff.http.post(detail).set('content-type', 'application/x-www-form-urlencoded').send('id=5');
    expect(post.headers['x-cache']).toBe('HIT');
    expect(post.text).toBe(get.text);
    expect(bff.upstream.callsTo('article/detail')).toBe(1);
  });

  it('does not let browsers keep POST answers', async () => {
    await getDetail('5');
    const post = await bff.http.post(detail).send({ id: 5 });
    expect(post.headers['cache-control']).toBe('no-store');
    expect(post.headers.etag).toBeUndefined();
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const first = await getDetail();
    const again = await getDetail('1', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 200 for an If-None-Match of another version', async () => {
    await getDetail();
    expect((await getDetail('1', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('sends the stored brotli copy with its own entity tag to browsers that accept it', async () => {
    articleTitle('x'.repeat(BROTLI_MIN_BYTES));
    const plain = await getDetail();
    const br = await rawBody(bff.http.get(detail).query({ id: '1' }).set('accept-encoding', 'gzip, deflate, br'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const revalidated = await getDetail('1', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('sends the gzip copy, with its own entity tag, of an answer too small for a brotli copy', async () => {
    articleTitle('x'.repeat(3000));
    const plain = await getDetail();
    const compressed = await rawBody(
      bff.http.get(detail).query({ id: '1' }).set('accept-encoding', 'gzip, deflate, br'),
    );
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gz"'));
    expect(gunzipSync(compressed.body).toString()).toBe(plain.text);
    // A client that takes brotli alone gets the bytes as they are.
    const brOnly = await getDetail('1', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.text).toBe(plain.text);
  });
});
