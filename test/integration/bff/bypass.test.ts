import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';

const bff = useBff({ privateCookies: ['session', 'auth_token'] });

const detail = endpointUrl('articleDetail');
const get = async (headers: Record<string, string> = {}) => bff().http.get(detail).query({ id: '3' }).set(headers);

/** Cookies every visitor's browser may carry: analytics, a consent choice, the site's language. */
const PUBLIC_COOKIES = [
  ['Google Analytics', '_ga=GA1.2.1234567890.1700000000; _gid=GA1.2.987654321.1700000000'],
  [
    'Baidu Tongji',
    'Hm_lvt_0123456789abcdef0123456789abcdef=1700000000; Hm_lpvt_0123456789abcdef0123456789abcdef=1700000100',
  ],
  ['a consent choice', 'cookie_consent=analytics%2Cfunctional'],
  ['the language', 'locale=en'],
] as const;

describe.each([
  ['Authorization', { authorization: 'Bearer visitor-token' }],
  ['a private cookie', { cookie: 'session=abc' }],
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

  it('is answered with Cache-Control: private, no-store and no surrogate keys', async () => {
    const response = await get(privateHeaders);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.age).toBeUndefined();
    expect(response.headers['surrogate-key']).toBeUndefined();
  });
});

describe.each(PUBLIC_COOKIES)('a request with %s cookies', (_name, cookie) => {
  it('is answered from the shared cache, with one CMS call for all', async () => {
    const first = await get({ cookie });
    const second = await get({ cookie });
    const without = await get();
    expect([first, second, without].map((r) => r.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(bff().upstream.callsTo('article/detail')).toBe(1);
  });

  it('sends none of its cookies to the CMS', async () => {
    await get({ cookie });
    expect(bff().upstream.calls[0]?.headers.cookie).toBeUndefined();
  });
});

describe('a request with a private cookie among public ones', () => {
  it('bypasses the cache and reaches the CMS with the private cookies alone', async () => {
    const [, analytics] = PUBLIC_COOKIES[0];
    const response = await get({ cookie: `${analytics}; session=s%201; locale=en; auth_token=t; consent=yes` });
    expect(response.headers['x-cache']).toBe('BYPASS');
    expect(bff().upstream.calls).toHaveLength(1);
    expect(bff().upstream.calls[0]?.headers.cookie).toBe('session=s%201; auth_token=t');
  });
});

describe('a shared-cache request', () => {
  it('sends no visitor headers upstream, so the shared entry cannot depend on who asked first', async () => {
    await get({ 'accept-language': 'en-GB' });
    expect(bff().upstream.calls[0]?.headers['accept-language']).toBeUndefined();
  });
});
