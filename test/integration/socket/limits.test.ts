import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';
import { bodyOf, rawHttp, statusOf } from '../../helpers/rawHttp.js';

const bff = useBff();

/** More header bytes than Node's parser takes (16 KB). */
const OVERSIZED_HEADER = 'a'.repeat(20 * 1024);
/** The JSON error shape, with nothing else in it. */
const errorShape = (status: number, code: string) => ({ error: { status, code, message: expect.any(String) } });

describe('headers over the limit', () => {
  it('are answered 431 with the JSON error shape', async () => {
    const response = await bff().http.get(endpointUrl('fastTrack')).set('x-padding', OVERSIZED_HEADER);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual(errorShape(431, 'HEADERS_TOO_LARGE'));
  });

  it('are answered with the length of the body and a closed connection', async () => {
    const response = await bff().http.get('/index/sy').set('x-padding', OVERSIZED_HEADER);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.text)));
    expect(response.headers.connection).toBe('close');
  });

  it('reach no route and no upstream', async () => {
    await bff().http.get(endpointUrl('fastTrack')).set('x-padding', OVERSIZED_HEADER);
    expect(bff().upstream.calls).toHaveLength(0);
  });
});

describe('a request that is not valid HTTP', () => {
  it('is answered 400 with the JSON error shape', async () => {
    const answer = await rawHttp(bff().port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(JSON.parse(bodyOf(answer))).toEqual(errorShape(400, 'BAD_REQUEST'));
  });
});

describe('a body over 16 KB', () => {
  it('is answered 413 with the JSON error shape', async () => {
    const response = await bff()
      .http.post(endpointUrl('textSearch'))
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(`inPutMessage=a&pad=${'x'.repeat(17 * 1024)}`);
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual(errorShape(413, 'PAYLOAD_TOO_LARGE'));
    expect(bff().upstream.calls).toHaveLength(0);
  });
});
