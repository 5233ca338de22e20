import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { BROTLI_MIN_BYTES } from '../../../server/cache/storedAnswer.js';
import { useBff } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';

const bff = useBff();
const detail = endpointUrl('articleDetail');

/** An answer large enough for both stored compressed copies. */
beforeEach(() => {
  bff().upstream.script('article/detail', (call) => ({
    json: {
      code: 200,
      data: {
        id: Number(call.params.id),
        title: 'Annual report',
        content: `<p>${'正文 text '.repeat(BROTLI_MIN_BYTES / 4)}</p>`,
      },
    },
  }));
});

/** The answer's bytes as they crossed the wire, for the given Accept-Encoding (none when null). */
async function fetchWith(acceptEncoding: string | null) {
  const request = bff().http.get(detail).query({ id: '7' });
  return rawBody(acceptEncoding === null ? request : request.set('accept-encoding', acceptEncoding));
}

describe('compression negotiated on the wire', () => {
  it('sends brotli bytes that decode to the same JSON to a client that accepts br', async () => {
    const plain = await fetchWith(null);
    const br = await fetchWith('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends gzip bytes that decode to the same JSON to a client that accepts gzip', async () => {
    const plain = await fetchWith(null);
    const gz = await fetchWith('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends the JSON as it is to a client that names no encoding', async () => {
    const plain = await fetchWith(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ id: 7, title: 'Annual report' });
  });

  it('prefers brotli when a client accepts both, as browsers do', async () => {
    const both = await fetchWith('gzip, deflate, br');
    expect(both.headers['content-encoding']).toBe('br');
  });

  it('says in Vary that the answer depends on Accept-Encoding, whichever encoding it has', async () => {
    for (const acceptEncoding of [null, 'br', 'gzip']) {
      expect((await fetchWith(acceptEncoding)).headers.vary, String(acceptEncoding)).toBe('Accept-Encoding');
    }
  });
});
