import type { Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, type RenderedBuild } from '../../helpers/fakeRenderer.js';
import { peerAgent } from '../../helpers/httpClient.js';

const EVIL = 'evil.example';
const PAGE = '/articlepagelist/jtyw';

let build: RenderedBuild;
let bff: BffHarness | null = null;

beforeAll(async () => {
  build = await makeRenderedBuild();
});
afterAll(async () => build.remove());
afterEach(async () => {
  await bff?.close();
  bff = null;
});

/** A BFF that renders pages, with the default served hosts unless the test says otherwise. */
async function start(overrides: Partial<Config> = {}): Promise<BffHarness> {
  bff = await startBff({ clientDir: build.clientDir, adminToken: 'a-long-enough-admin-token', ...overrides });
  return bff;
}

const get = async (harness: BffHarness, path: string, host: string, headers: Record<string, string> = {}) =>
  harness.http.get(path).set({ ...headers, host });

function expectMisdirected(response: Response): void {
  expect(response.status).toBe(421);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toEqual({
    error: {
      status: 421,
      code: 'MISDIRECTED_REQUEST',
      message: 'Misdirected request: this site is not served under the host name the request names',
    },
  });
}

describe('a request naming a host the site does not serve', () => {
  it.each([
    ['a page', PAGE],
    ['the home address', '/'],
    ['an API call', '/cms/api/site/fastTrack'],
    ['an unknown API path', '/cms/api/nothing'],
    ['the sitemap index', '/sitemap.xml'],
    ['an article sitemap', '/sitemaps/articles-zh-1.xml'],
    ['robots.txt', '/robots.txt'],
    ['a feed', '/feeds/jtyw.xml'],
    ['a file', '/cms/files/images/plant-1.svg'],
    ['a picture variant', '/cms/files/images/plant-1.jpg?w=640'],
    ['the share chart', '/stock-chart/sh609117'],
    ['a static file', '/index.html'],
  ])('is answered 421 with the JSON error shape for %s', async (_what, path) => {
    expectMisdirected(await get(await start(), path, EVIL));
  });

  it('is answered 421 for a POST to the API and to the purge route', async () => {
    const harness = await start();
    expectMisdirected(await harness.http.post('/cms/api/site/fastTrack').set('host', EVIL));
    const purge = harness.http
      .post('/_bff/cache/purge')
      .set({ host: EVIL, authorization: 'Bearer a-long-enough-admin-token' });
    expectMisdirected(await purge);
  });

  it('renders nothing, calls no upstream and looks nothing up in the cache', async () => {
    const harness = await start();
    await get(harness, PAGE, 'localhost');
    const { size, calculatedSize } = harness.app.responseCache;
    const calls = harness.upstream.calls.length;
    let cacheEvents = 0;
    const count = () => {
      cacheEvents += 1;
    };
    harness.app.responseCache.events.on('lookup', count).on('stored', count);
    for (const path of [PAGE, '/articlepagelist/gsxw', '/cms/api/folder/list', '/sitemap.xml', '/feeds/jtyw.xml']) {
      for (const host of [EVIL, 'evil.example:8080', 'other.example'])
        expect((await get(harness, path, host)).status).toBe(421);
    }
    expect(cacheEvents).toBe(0);
    expect(harness.upstream.calls.length).toBe(calls);
    expect(harness.app.responseCache.size).toBe(size);
    expect(harness.app.responseCache.calculatedSize).toBe(calculatedSize);
  });

  it('does not evict the pages of the site: a stream of made-up hosts leaves them hits', async () => {
    const harness = await start({ cacheMaxBytes: 64 * 1024 });
    await get(harness, PAGE, 'localhost');
    for (let i = 0; i < 200; i += 1) await get(harness, PAGE, `made-up-${i}.example`);
    expect((await get(harness, PAGE, 'localhost')).headers['x-cache']).toBe('HIT');
  });

  it('is refused before rate limiting, so it spends no visitor allowance', async () => {
    const harness = await start({ rateLimitPerMin: 1 });
    for (let i = 0; i < 3; i += 1) expect((await get(harness, '/cms/api/site/fastTrack', EVIL)).status).toBe(421);
    expect((await get(harness, '/cms/api/site/fastTrack', 'localhost')).status).toBe(200);
  });

  it('is answered in Chinese for a call whose flag is zh, or a browser that prefers Chinese', async () => {
    const harness = await start();
    const zh = '请求的主机名不属于本站，本站不以该主机名提供服务';
    const byFlag = await get(harness, '/cms/api/folder/list?flag=zh', EVIL, { 'accept-language': 'en' });
    expect((byFlag.body as { error: { message: string } }).error.message).toBe(zh);
    const byBrowser = await get(harness, PAGE, EVIL, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect((byBrowser.body as { error: { message: string } }).error.message).toBe(zh);
  });

  it('is counted in the request metrics with its status', async () => {
    const harness = await start();
    await get(harness, PAGE, EVIL);
    const metrics = (await harness.http.get('/metrics')).text;
    expect(metrics).toMatch(
      /^bff_http_requests_total\{route="\/articlepagelist\/:fdCode",status="421",kind="page"\} 1$/m,
    );
  });
});

describe('the hosts the site serves', () => {
  it('are localhost and 127.0.0.1 on any port by default, in any case', async () => {
    const harness = await start();
    for (const host of ['localhost', 'localhost:8080', 'LocalHost:3000', '127.0.0.1', `127.0.0.1:${harness.port}`]) {
      expect((await get(harness, PAGE, host)).status, host).toBe(200);
    }
  });

  it('include the host of SITE_URL, in any case', async () => {
    const harness = await start({ siteUrl: 'https://www.example.com' });
    expect((await get(harness, PAGE, 'www.example.com')).status).toBe(200);
    expect((await get(harness, PAGE, 'WWW.Example.com:443')).status).toBe(200);
    expect((await get(harness, PAGE, 'example.com')).status).toBe(421);
  });

  it('are the listed ones when ALLOWED_HOSTS is set, on the port an entry names', async () => {
    const harness = await start({ allowedHosts: ['www.example.org', 'shop.example.org:8443', '[::1]'] });
    expect((await get(harness, PAGE, 'www.example.org:8080')).status).toBe(200);
    expect((await get(harness, PAGE, 'shop.example.org:8443')).status).toBe(200);
    expect((await get(harness, PAGE, '[::1]:8080')).status).toBe(200);
    expect((await get(harness, PAGE, 'shop.example.org:9000')).status).toBe(421);
    expect((await get(harness, PAGE, 'shop.example.org')).status).toBe(421);
    expect((await get(harness, PAGE, 'localhost')).status).toBe(421);
  });

  it('are checked against the forwarded host a trusted proxy sends, the host URLs are made from', async () => {
    const harness = await start({ trustProxy: ['loopback'], siteUrl: null, allowedHosts: ['www.example.org'] });
    const forwarded = await get(harness, PAGE, 'bff-internal:8080', { 'x-forwarded-host': 'www.example.org' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.text).toContain('href="http://www.example.org/articlepagelist/jtyw"');
    const evil = await get(harness, PAGE, 'www.example.org', { 'x-forwarded-host': EVIL });
    expectMisdirected(evil);
  });

  it('are checked against the Host header when the forwarded host comes from a peer that is not trusted', async () => {
    const harness = await start({ trustProxy: ['127.0.0.4/30'], allowedHosts: ['www.example.org'] });
    const untrusted = await harness.http
      .get(PAGE)
      .agent(peerAgent('127.0.0.9'))
      .set({ host: 'www.example.org', 'x-forwarded-host': EVIL });
    expect(untrusted.status).toBe(200);
    const trusted = await harness.http
      .get(PAGE)
      .agent(peerAgent('127.0.0.5'))
      .set({ host: 'www.example.org', 'x-forwarded-host': EVIL });
    expect(trusted.status).toBe(421);
  });
});

describe('probes by address', () => {
  it.each(['/healthz', '/readyz', '/metrics'])('%s answers whatever host the request names', async (path) => {
    const harness = await start();
    expect((await get(harness, path, '10.1.2.3:8080')).status).toBe(200);
    expect((await get(harness, `${path}?x=1`, EVIL)).status).toBe(200);
  });
});
