import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { peerAgent } from '../../helpers/httpClient.js';
import { serveSite, smallSite } from './scriptedSite.js';
import { parseRss, parseSitemapIndex, parseUrlset } from './xmlChecks.js';

/** Loopback peers, from which a test's connections can really come: a load balancer and an outsider. */
const LOAD_BALANCERS = '127.0.0.4/30';
const LOAD_BALANCER = '127.0.0.5';
const OUTSIDER = '127.0.0.9';
const FORWARDED = { host: 'www.example.org', 'x-forwarded-proto': 'https' };
/** The hosts the requests of these tests name are served (ALLOWED_HOSTS); others are 421 (hostCheck tests). */
const SERVED = ['www.example.org', 'a.example.com', 'b.example.com'];

let bff: BffHarness | null = null;

afterEach(async () => {
  await bff?.close();
  bff = null;
});

async function start(overrides: Partial<Config>): Promise<BffHarness> {
  bff = await startBff({ allowedHosts: SERVED, ...overrides });
  serveSite(
    bff.upstream,
    smallSite((folderId, i) => ({ id: folderId * 100 + i + 1, title: `News ${i}` }), { 25: 2, 528: 2 }),
  );
  return bff;
}

/** Every absolute URL of the discovery answers, as one request sees them. */
async function allUrls(harness: BffHarness, peer: string, headers: Record<string, string>): Promise<string[]> {
  const get = async (url: string) => (await harness.http.get(url).agent(peerAgent(peer)).set(headers)).text;
  const robots = (await get('/robots.txt')).match(/^Sitemap: (.*)$/m)?.[1] ?? '';
  const index = parseSitemapIndex(await get('/sitemap.xml')).map((e) => e.loc);
  const pages = parseUrlset(await get('/sitemaps/pages.xml')).flatMap((u) => [u.loc, ...u.alternates.values()]);
  const articles = parseUrlset(await get('/sitemaps/articles-en-1.xml')).map((u) => u.loc);
  const feed = parseRss(await get('/feeds/jtyw.xml'));
  return [robots, ...index, ...pages, ...articles, feed.link, feed.self, ...feed.items.map((i) => i.link)];
}

describe('the origin of absolute URLs', () => {
  it('is SITE_URL when set, whatever the request says', async () => {
    const harness = await start({ siteUrl: 'https://www.example.com', trustProxy: true });
    const urls = await allUrls(harness, LOAD_BALANCER, FORWARDED);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(new URL(url).origin, url).toBe('https://www.example.com');
  });

  it("is the request's forwarded protocol and host when the proxy is trusted", async () => {
    const harness = await start({ trustProxy: [LOAD_BALANCERS] });
    const urls = await allUrls(harness, LOAD_BALANCER, FORWARDED);
    for (const url of urls) expect(new URL(url).origin, url).toBe('https://www.example.org');
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', async () => {
    const harness = await start({ trustProxy: [LOAD_BALANCERS] });
    const urls = await allUrls(harness, OUTSIDER, FORWARDED);
    for (const url of urls) expect(new URL(url).origin, url).toBe('http://www.example.org');
  });

  it('keys the cache by origin, so one host never gets the URLs of another', async () => {
    const harness = await start({});
    const a = await harness.http.get('/sitemap.xml').set('host', 'a.example.com');
    const b = await harness.http.get('/sitemap.xml').set('host', 'b.example.com');
    expect(a.text).toContain('http://a.example.com/sitemaps/pages.xml');
    expect(b.text).toContain('http://b.example.com/sitemaps/pages.xml');
    expect(b.headers['x-cache']).toBe('MISS');
  });
});
