import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { BROTLI_MIN_BYTES, copiesOf } from '../../../server/cache/storedAnswer.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';

const detail = endpointUrl('articleDetail');

let bff: BffHarness;

beforeEach(async () => {
  bff = await startBff();
  bff.upstream.script('article/detail', (call) => ({
    json: { code: 200, data: { id: Number(call.params.id), title: 'x'.repeat(BROTLI_MIN_BYTES), content: '<p>x</p>' } },
  }));
});
afterEach(async () => bff.close());

const get = (acceptEncoding: string | null) => {
  const request = bff.http.get(detail).query({ id: '1' });
  return rawBody(acceptEncoding === null ? request : request.set('accept-encoding', acceptEncoding));
};

describe('compressed copies', () => {
  it('are made for the encoding a miss asks for, the others on their first ask, with their own tags', async () => {
    const plain = await get(null);
    expect(plain.headers['x-cache']).toBe('MISS');
    const sizeOfPlain = bff.app.responseCache.calculatedSize;

    const br = await get('gzip, deflate, br');
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const sizeWithBrotli = bff.app.responseCache.calculatedSize;
    expect(sizeWithBrotli).toBe(sizeOfPlain + br.body.length);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gz"'));
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(bff.app.responseCache.calculatedSize).toBe(sizeWithBrotli + gz.body.length);

    // Made once: later asks send the kept bytes and the size stays.
    const again = await get('br');
    expect(again.body.equals(br.body)).toBe(true);
    expect(bff.app.responseCache.calculatedSize).toBe(sizeWithBrotli + gz.body.length);
    expect(bff.upstream.callsTo('article/detail')).toBe(1);
  });

  it('answers a conditional request for a copy not made yet with 304, without making it', async () => {
    const plain = await get(null);
    const size = bff.app.responseCache.calculatedSize;
    const tag = String(plain.headers.etag).replace(/"$/, '-br"');
    const revalidated = await rawBody(
      bff.http.get(detail).query({ id: '1' }).set('accept-encoding', 'br').set('if-none-match', tag),
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(tag);
    expect(bff.app.responseCache.calculatedSize).toBe(size);
  });

  it('sends a compressed miss to a browser with only that copy stored', async () => {
    const br = await get('br, gzip');
    expect(br.headers['x-cache']).toBe('MISS');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await get(null);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const stored = bff.app.responseCache.fresh(bff.app.answers.keyOf('articleDetail', { id: '1' }));
    expect(stored === undefined ? null : copiesOf(stored)).toEqual(['br']);
  });
});
