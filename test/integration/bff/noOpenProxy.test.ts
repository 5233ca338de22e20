import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawHttp, statusOf } from '../../helpers/rawHttp.js';
import { ScriptedUpstream } from '../../helpers/scriptedUpstream.js';

/** Another server on loopback that no request may reach through the BFF. */
let elsewhere: ScriptedUpstream;
let bff: BffHarness;
let otherHost: string;

beforeAll(async () => {
  elsewhere = await ScriptedUpstream.start();
  otherHost = new URL(elsewhere.url).host;
  bff = await startBff({ privateCookies: ['session'] });
});
afterAll(async () => {
  await bff.close();
  await elsewhere.close();
});
beforeEach(() => {
  bff.upstream.reset();
  bff.app.responseCache.purge();
});

describe('the upstream host is fixed by configuration', () => {
  it.each([
    ['an absolute URL in the API path', () => `/cms/api/http://${otherHost}/cms/api/site/fastTrack`],
    ['a protocol-relative URL in the API path', () => `/cms/api//${otherHost}/cms/api/site/fastTrack`],
    ['an encoded absolute URL in the API path', () => `/cms/api/http%3A%2F%2F${otherHost}%2Fcms`],
  ])('answers %s with 404 without any upstream call', async (_label, path) => {
    const response = await bff.http.get(path());
    expect(response.status).toBe(404);
    expect(bff.upstream.calls).toHaveLength(0);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it.each([
    ['an encoded climb out of the files prefix', () => '/cms/files/..%2f..%2fcms%2fapi%2fsite%2ffastTrack'],
    ['an encoded protocol-relative host', () => `/cms/files/%2F%2F${otherHost}/x.png`],
    ['an encoded absolute URL', () => `/cms/files/http:%2F%2F${otherHost}%2Fx.png`],
    ['an encoded backslash', () => `/cms/files/%5C%5C${otherHost}/x.png`],
  ])('refuses %s in a file path with 400', async (_label, path) => {
    const response = await bff.http.get(path());
    expect(response.status).toBe(400);
    expect(bff.upstream.calls).toHaveLength(0);
    expect(elsewhere.calls).toHaveLength(0);
  });

  // HTTP clients resolve dot segments (encoded ones too) like a browser would; a raw request keeps them, as
  // an attacker's would.
  it.each([
    ['an encoded climb out of the API prefix', '/cms/api/%2e%2e/%2e%2e/x/cms/api/site/fastTrack', 404],
    ['a literal climb out of the API prefix', '/cms/api/../../x/cms/api/site/fastTrack', 404],
    ['a literal climb out of the files prefix', '/cms/files/../../cms/api/site/fastTrack', 400],
    ['an encoded climb out of the files prefix', '/cms/files/%2e%2e/%2e%2e/cms/api/site/fastTrack', 400],
  ])('answers a raw request with %s without any upstream call', async (_label, path, status) => {
    const answer = await rawHttp(bff.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(status);
    expect(bff.upstream.calls).toHaveLength(0);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it('treats a host-like file name as a file name on the configured upstream', async () => {
    const response = await bff.http.get(`/cms/files/@${otherHost}/x.png`);
    expect(response.status).toBe(404);
    expect(bff.upstream.calls[0]?.path).toBe(`/cms/files/%40${encodeURIComponent(otherHost)}/x.png`);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it('ignores the Host and X-Forwarded-Host headers when choosing the upstream', async () => {
    const response = await bff.http
      .get(endpointUrl('fastTrack'))
      .set({ host: otherHost, 'x-forwarded-host': otherHost });
    expect(response.status).toBe(200);
    expect(bff.upstream.calls).toHaveLength(1);
    expect(bff.upstream.calls[0]?.host).toBe(new URL(bff.upstream.url).host);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it('does not act on an absolute-form request target naming another host', async () => {
    const answer = await rawHttp(
      bff.port,
      `GET http://${otherHost}/cms/api/site/fastTrack HTTP/1.1\r\nHost: ${otherHost}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBeGreaterThanOrEqual(200);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it('refuses a parameter that looks like a URL', async () => {
    const response = await bff.http.get(endpointUrl('getFdDtAndAtcList')).query({ fdCode: `http://${otherHost}/` });
    expect(response.status).toBe(400);
    expect(elsewhere.calls).toHaveLength(0);
  });

  it('forwards only the allowlisted request headers', async () => {
    await bff.http.get(endpointUrl('fastTrack')).set({
      'accept-language': 'en',
      'x-forwarded-for': '10.0.0.1',
      'proxy-authorization': 'Basic abc',
      connection: 'keep-alive, x-secret',
      'x-secret': 'leak',
      cookie: '_ga=GA1.2.3; session=1; locale=en',
    });
    const headers = bff.upstream.calls[0]?.headers ?? {};
    expect(headers.cookie).toBe('session=1');
    expect(headers['accept-language']).toBe('en');
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers['x-secret']).toBeUndefined();
  });
});
