import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withUpstream } from '../../../server/config.js';

const load = (env: Record<string, string>) => loadConfig(env, { clientDir: '/tmp/client' });

function problemOf(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      upstreamUrl: null,
      upstreamTimeoutMs: 15_000,
      cacheStaleMs: 3_600_000,
      cacheMaxBytes: 64 * 1024 * 1024,
      rateLimitPerMin: 600,
      adminToken: null,
      logLevel: 'info',
      trustProxy: false,
      stockChartUrl: '/cms/files/stock/{lang}/{code}.svg',
    });
    expect(config.cacheTtlMs).toEqual({
      MENU: 60_000,
      SITE: 60_000,
      LIST: 60_000,
      ARTICLE: 60_000,
      SEARCH: 60_000,
      SHARES: 30_000,
    });
  });

  it('reads the page settings: site URL, render budget, page and sitemap freshness, the shared cache', () => {
    expect(load({})).toMatchObject({
      siteUrl: null,
      ssrDataTimeoutMs: 3000,
      pageTtlMs: 60_000,
      sitemapTtlMs: 3_600_000,
      cacheRedisUrl: null,
    });
    const config = load({
      SITE_URL: 'https://www.example.com/',
      SSR_DATA_TIMEOUT_MS: '1500',
      CACHE_TTL_MS: '5000',
      CACHE_REDIS_URL: 'redis://redis:6379/0',
    });
    expect(config).toMatchObject({ siteUrl: 'https://www.example.com', ssrDataTimeoutMs: 1500, pageTtlMs: 5000 });
    expect(load({ CACHE_TTL_PAGE_MS: '0' }).pageTtlMs).toBe(0);
  });

  it('refuses a site URL with a path, another protocol, or a Redis URL of another scheme', () => {
    expect(problemOf({ SITE_URL: 'https://www.example.com/cn' })).toContain('SITE_URL="https://www.example.com/cn"');
    expect(problemOf({ SITE_URL: 'ftp://example.com' })).toContain('SITE_URL=');
    expect(problemOf({ SSR_DATA_TIMEOUT_MS: '0' })).toContain('SSR_DATA_TIMEOUT_MS="0"');
    expect(problemOf({ CACHE_REDIS_URL: 'http://redis:6379' })).toContain('CACHE_REDIS_URL=<hidden>');
  });

  it('serves localhost and 127.0.0.1 by default, and the listening address when it names one', () => {
    expect(load({}).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(load({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(load({ HOST: '10.0.0.5' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '10.0.0.5']);
    expect(load({ HOST: '127.0.0.1' }).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(load({ HOST: '::1' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('reads ALLOWED_HOSTS as comma-separated hosts, each optionally with a port, in place of the defaults', () => {
    const config = load({ ALLOWED_HOSTS: 'www.Example.com, example.com:8443,[::1],10.0.0.5', HOST: '10.0.0.9' });
    expect(config.allowedHosts).toEqual(['www.example.com', 'example.com:8443', '[::1]', '10.0.0.5']);
    expect(Object.isFrozen(config.allowedHosts)).toBe(true);
    expect(load({ ALLOWED_HOSTS: '  ' }).allowedHosts).toEqual(['localhost', '127.0.0.1']);
  });

  it('names a bad ALLOWED_HOSTS value and what is expected', () => {
    for (const value of ['https://www.example.com', 'www.example.com,', '*.example.com', 'example.com:99999']) {
      const problem = problemOf({ ALLOWED_HOSTS: value });
      expect(problem).toContain(`ALLOWED_HOSTS=${JSON.stringify(value)}`);
      expect(problem).toContain('expected comma-separated host names or IP addresses, each optionally with :port');
    }
  });

  it('returns a frozen object', () => {
    const config = load({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.cacheTtlMs)).toBe(true);
  });

  it('applies CACHE_TTL_MS to every group but shares, and a group override on top', () => {
    const config = load({ CACHE_TTL_MS: '5000', CACHE_TTL_ARTICLE_MS: '120000', CACHE_TTL_SHARES_MS: '1000' });
    expect(config.cacheTtlMs).toEqual({
      MENU: 5000,
      SITE: 5000,
      LIST: 5000,
      ARTICLE: 120_000,
      SEARCH: 5000,
      SHARES: 1000,
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '9000',
      HOST: '127.0.0.1',
      CMS_UPSTREAM_URL: 'http://cms:8081/',
      CMS_UPSTREAM_TIMEOUT_MS: '2000',
      CACHE_STALE_MS: '0',
      CACHE_MAX_MB: '8',
      RATE_LIMIT_PER_MIN: '0',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      LOG_LEVEL: 'warn',
      STOCK_CHART_URL: 'https://charts.example.com/{code}.png',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      upstreamUrl: 'http://cms:8081',
      upstreamTimeoutMs: 2000,
      cacheStaleMs: 0,
      cacheMaxBytes: 8 * 1024 * 1024,
      rateLimitPerMin: 0,
      adminToken: 'a-long-enough-admin-token',
      logLevel: 'warn',
      stockChartUrl: 'https://charts.example.com/{code}.png',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', CMS_UPSTREAM_URL: '' })).toMatchObject({ port: 8080, upstreamUrl: null });
  });

  it('keeps a path prefix of the upstream URL without its trailing slash', () => {
    expect(load({ CMS_UPSTREAM_URL: 'https://cms.example.com/site/' }).upstreamUrl).toBe(
      'https://cms.example.com/site',
    );
  });

  it('names the variable, the value and what is expected in one line', () => {
    expect(problemOf({ CACHE_TTL_MS: 'abc' })).toBe(
      'invalid configuration: CACHE_TTL_MS="abc": expected a non-negative integer',
    );
  });

  it('names every bad variable at once', () => {
    const message = problemOf({ PORT: '70000', CACHE_MAX_MB: '0', LOG_LEVEL: 'loud', CMS_UPSTREAM_URL: 'ftp://x' });
    expect(message).toContain('PORT="70000": expected a port number from 0 to 65535');
    expect(message).toContain('CACHE_MAX_MB="0": expected a positive integer');
    expect(message).toContain('LOG_LEVEL="loud": expected one of');
    expect(message).toContain('CMS_UPSTREAM_URL="ftp://x": expected an http(s) URL');
    expect(message.split('\n')).toHaveLength(1);
  });

  it.each([
    ['CMS_UPSTREAM_TIMEOUT_MS', '0'],
    ['CMS_UPSTREAM_TIMEOUT_MS', '-5'],
    ['CACHE_TTL_MENU_MS', '1.5'],
    ['CACHE_STALE_MS', '1e3'],
    ['RATE_LIMIT_PER_MIN', 'many'],
    ['CMS_UPSTREAM_URL', 'not a url'],
    ['CMS_UPSTREAM_URL', 'http://user:pw@cms:8081'],
    ['CMS_UPSTREAM_URL', 'http://cms:8081/?x=1'],
    ['STOCK_CHART_URL', '/charts/stock.svg'],
    ['STOCK_CHART_URL', '//charts.example.com/{code}.svg'],
    ['STOCK_CHART_URL', 'javascript:alert(1)//{code}'],
    ['HOST', 'two words'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '101'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['TRUST_PROXY', 'lb.internal'],
    ['TRUST_PROXY', 'fd00::/129'],
    ['PRIVATE_COOKIES', 'session,'],
    ['PRIVATE_COOKIES', 'my session'],
    ['PRIVATE_COOKIES', 'a=b'],
    ['PRIVATE_COOKIES', 'sess;ion'],
    ['EDGE_PURGE_URLS', 'varnish:6081'],
    ['EDGE_PURGE_URLS', 'http://edge-1:6081,ftp://edge-2'],
    ['EDGE_PURGE_URLS', 'http://edge-1:6081/?x=1'],
    ['EDGE_PURGE_URLS', 'http://user:pw@edge-1:6081'],
  ])('rejects %s=%s', (variable, value) => {
    expect(problemOf({ [variable]: value })).toContain(`${variable}=${JSON.stringify(value)}: expected`);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7 ,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the private cookies and the edges to purge, none by default', () => {
    expect(load({})).toMatchObject({ privateCookies: [], edgePurgeUrls: [] });
    const config = load({
      PRIVATE_COOKIES: ' session, auth_token ,session',
      EDGE_PURGE_URLS: 'http://edge-1:6081/, https://edge-2.internal/varnish',
    });
    expect(config.privateCookies).toEqual(['session', 'auth_token']);
    expect(config.edgePurgeUrls).toEqual(['http://edge-1:6081', 'https://edge-2.internal/varnish']);
  });

  it('names a bad private cookie list in one line', () => {
    expect(problemOf({ PRIVATE_COOKIES: 'session,my token' })).toBe(
      `invalid configuration: PRIVATE_COOKIES="session,my token": expected comma-separated cookie names of letters, digits and !#$%&'*+-.^_\`|~, such as session,auth_token`,
    );
  });

  it('rejects a short admin token without printing it', () => {
    const message = problemOf({ ADMIN_TOKEN: 'short' });
    expect(message).toContain('ADMIN_TOKEN=<hidden>: expected at least 16 characters');
    expect(message).not.toContain('short"');
  });

  it('finds the client build beside package.json when no directory is given', () => {
    const config = loadConfig({});
    expect(config.clientDir.endsWith(join('client', 'dist'))).toBe(true);
    expect(existsSync(join(config.clientDir, '..', '..', 'package.json'))).toBe(true);
  });

  it('sets the upstream of the embedded CMS in a frozen copy', () => {
    const config = withUpstream(load({}), 'http://127.0.0.1:4000/');
    expect(config.upstreamUrl).toBe('http://127.0.0.1:4000');
    expect(Object.isFrozen(config)).toBe(true);
  });
});
