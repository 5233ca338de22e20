import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff();

const detail = endpointUrl('articleDetail');
const get = async (headers: Record<string, string> = {}) => bff().http.get(detail).query({ id: '3' }).set(headers);

describe.each([
  ['Authorization', { authorization: 'Bearer visitor-token' }],
  ['Cookie', { cookie: 'session=abc' }],
])('a request with %s', (_name, privateHeaders) => {
  it('is not answered from the shared cache', async () => {
    await get();
    const response = await get(privateHeaders);
    expect(response.headers['x-cache']).toBe('BYPASS');
    expect(bff().upstream.callsTo('article/detail')).toBe(2);
  });

  it('does not fill the shared cache', async () => {
    await get(privateHeaders);
    const shared = await get();
    expect(shared.headers['x-cache']).toBe('MISS');
    expect(bff().upstream.callsTo('article/detail')).toBe(2);
  });

  it('is forwarded upstream with its credentials', async () => {
    await get({ ...privateHeaders, 'accept-language': 'en-GB' });
    const call = bff().upstream.calls[0];
    for (const [name, value] of Object.entries(privateHeaders)) expect(call?.headers[name]).toBe(value);
    expect(call?.headers['accept-language']).toBe('en-GB');
  });

  it('is answered with Cache-Control: private, no-store', async () => {
    const response = await get(privateHeaders);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.age).toBeUndefined();
  });
});

describe('a shared-cache request', () => {
  it('sends no visitor headers upstream, so the shared entry cannot depend on who asked first', async () => {
    await get({ 'accept-language': 'en-GB' });
    expect(bff().upstream.calls[0]?.headers['accept-language']).toBeUndefined();
  });
});
