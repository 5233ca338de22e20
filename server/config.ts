/**
 * The BFF's configuration. This is the only module that knows the environment variable names:
 * it reads them once, checks every one, and returns a frozen, typed object that is passed in everywhere else.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute } from 'node:path';
import { CACHE_GROUPS, type CacheGroup } from '../shared/api/endpoints.js';
import { EnvReader, type ConfigProblem, type Env } from './envReader.js';
import { parseBaseUrl } from './http/baseUrl.js';
import { listeningHostEntry, parseHostEntry } from './http/hostNames.js';
import { findClientDir } from './projectRoot.js';
import { isCookieName } from './upstream/forwardHeaders.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Which proxies in front of the BFF may tell it the visitor's address (`X-Forwarded-For`) and protocol:
 * none, all, the nearest `hops` of the chain, or the listed addresses and ranges.
 */
export type TrustProxy = boolean | number | readonly string[];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Base URL of the CMS (origin plus an optional path prefix, no trailing slash); null: start the demo CMS. */
  readonly upstreamUrl: string | null;
  readonly upstreamTimeoutMs: number;
  /** Freshness of a cache entry per group. Zero turns the shared cache off for that group. */
  readonly cacheTtlMs: Readonly<Record<CacheGroup, number>>;
  readonly cacheStaleMs: number;
  readonly cacheMaxBytes: number;
  /** Requests per minute per client address on `/cms/api`; zero turns the limit off. */
  readonly rateLimitPerMin: number;
  readonly adminToken: string | null;
  readonly logLevel: LogLevel;
  /** Proxies whose forwarding headers are believed; false: the socket's peer is the client. */
  readonly trustProxy: TrustProxy;
  /** Share-price chart image, with `{code}` to substitute. */
  readonly stockChartUrl: string;
  /** The built SPA. */
  readonly clientDir: string;
  /** Origin that absolute URLs (canonical, hreflang, sitemaps, feeds) start with; null: from the request. */
  readonly siteUrl: string | null;
  /**
   * Hosts requests may name besides `siteUrl`'s, as the `Host` header writes them (lower case, IPv6 in
   * brackets), each optionally with `:port`; any other host is answered 421.
   */
  readonly allowedHosts: readonly string[];
  /** How long a server render waits for its data before it sends the page with what it has. */
  readonly ssrDataTimeoutMs: number;
  /** Freshness of a rendered page in the page cache. Zero: pages are rendered for every request. */
  readonly pageTtlMs: number;
  /** Freshness of the sitemaps, robots.txt and feeds. */
  readonly sitemapTtlMs: number;
  /** Redis (or Valkey) URL of the cache tier the replicas share; null: each replica keeps its own cache. */
  readonly cacheRedisUrl: string | null;
  /** Bound on the picture cache (variants and the originals they are made from), in bytes. */
  readonly imageCacheMaxBytes: number;
  /** Directory the picture cache keeps its files in (created at start); null: the cache is in memory. */
  readonly imageCacheDir: string | null;
  /**
   * Cookies that make a `/cms/api` request private to one visitor (it bypasses the shared cache and is
   * forwarded with them); no other cookie changes caching or reaches the CMS.
   */
  readonly privateCookies: readonly string[];
  /** Base URLs of the edge caches (Varnish) a purge is sent to; empty: purges stay in the BFF. */
  readonly edgePurgeUrls: readonly string[];
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
export const DEFAULT_CACHE_TTL_MS = 60_000;
export const DEFAULT_GROUP_TTL_MS: Readonly<Partial<Record<CacheGroup, number>>> = { SHARES: 30_000 };
export const DEFAULT_CACHE_STALE_MS = 3_600_000;
export const DEFAULT_CACHE_MAX_MB = 64;
export const DEFAULT_RATE_LIMIT_PER_MIN = 600;
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
export const DEFAULT_STOCK_CHART_URL = '/cms/files/stock/{code}.svg';
export const DEFAULT_TRUST_PROXY: TrustProxy = false;
export const DEFAULT_SSR_DATA_TIMEOUT_MS = 3_000;
export const DEFAULT_SITEMAP_TTL_MS = 3_600_000;
export const DEFAULT_IMAGE_CACHE_MAX_MB = 256;
/** Served without configuration, so that `npm start` works on http://localhost:8080; `HOST` is added when it names one address. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];
/** Names that the address matcher knows for the reserved ranges (loopback, link-local, private). */
export const TRUST_PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;
/** A purge token shorter than this is too easy to guess. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;

/** Thrown by `loadConfig` with every bad variable; `main.ts` prints the message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `invalid configuration: ${problems.map((p) => `${p.variable}=${p.shown}: expected ${p.expected}`).join('; ')}`,
    );
  }
}

function readUpstreamUrl(env: EnvReader): string | null {
  const name = 'CMS_UPSTREAM_URL';
  const value = env.raw(name);
  if (value === undefined) return null;
  const url = parseBaseUrl(value);
  if (url === null) env.fail(name, 'an http(s) URL without credentials, query or fragment, such as http://cms:8081');
  return url;
}

function readStockChartUrl(env: EnvReader): string {
  const name = 'STOCK_CHART_URL';
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_STOCK_CHART_URL;
  const expected = 'a site-relative path or an http(s) URL containing {code}';
  if (!value.includes('{code}')) {
    env.fail(name, expected);
    return DEFAULT_STOCK_CHART_URL;
  }
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  env.fail(name, expected);
  return DEFAULT_STOCK_CHART_URL;
}

function readAdminToken(env: EnvReader): string | null {
  const name = 'ADMIN_TOKEN';
  const value = env.raw(name);
  if (value === undefined) return null;
  if (value.length < MIN_ADMIN_TOKEN_LENGTH || /\s/.test(value)) {
    env.fail(name, `at least ${MIN_ADMIN_TOKEN_LENGTH} characters without spaces`, true);
    return null;
  }
  return value;
}

function readLogLevel(env: EnvReader): LogLevel {
  const value = env.raw('LOG_LEVEL');
  if (value === undefined) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((l) => l === value);
  if (level === undefined) env.fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`);
  return level ?? DEFAULT_LOG_LEVEL;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fd00::/8`), or a range name. */
function isTrustedProxyEntry(entry: string): boolean {
  if ((TRUST_PROXY_RANGE_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function readTrustProxy(env: EnvReader): TrustProxy {
  const name = 'TRUST_PROXY';
  const value = env.raw(name);
  if (value === undefined) return DEFAULT_TRUST_PROXY;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return false;
    if (hops <= 100) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isTrustedProxyEntry)) return Object.freeze(entries);
  }
  env.fail(
    name,
    `true, false, a hop count from 0 to 100, or a comma-separated list of IP addresses, CIDR ranges or ${TRUST_PROXY_RANGE_NAMES.join('/')}`,
  );
  return DEFAULT_TRUST_PROXY;
}

function readSiteUrl(env: EnvReader): string | null {
  const name = 'SITE_URL';
  const value = env.raw(name);
  if (value === undefined) return null;
  const expected =
    'the http(s) origin of the public site without path, query or credentials, such as https://www.example.com';
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
  } catch {
    // reported below
  }
  env.fail(name, expected);
  return null;
}

function readAllowedHosts(env: EnvReader, host: string): readonly string[] {
  const name = 'ALLOWED_HOSTS';
  const value = env.raw(name);
  if (value === undefined) {
    const listening = listeningHostEntry(host);
    const hosts = listening === null ? DEFAULT_ALLOWED_HOSTS : [...DEFAULT_ALLOWED_HOSTS, listening];
    return Object.freeze([...new Set(hosts)]);
  }
  const entries = value.split(',').map(parseHostEntry);
  if (entries.some((entry) => entry === null)) {
    env.fail(
      name,
      'comma-separated host names or IP addresses, each optionally with :port, such as www.example.com,example.com:8443',
    );
    return DEFAULT_ALLOWED_HOSTS;
  }
  return Object.freeze([...new Set(entries as string[])]);
}

function readRedisUrl(env: EnvReader): string | null {
  const name = 'CACHE_REDIS_URL';
  const value = env.raw(name);
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'redis:' || url.protocol === 'rediss:') return value;
  } catch {
    // reported below
  }
  env.fail(name, 'a redis:// or rediss:// URL, such as redis://redis:6379/0', true);
  return null;
}

/**
 * The picture cache's directory, created here when it does not exist: a directory that cannot be made or
 * written stops the start with the other configuration errors, not at the first picture.
 */
function readImageCacheDir(env: EnvReader): string | null {
  const name = 'IMAGE_CACHE_DIR';
  const value = env.raw(name);
  if (value === undefined) return null;
  const expected = 'an absolute path of a directory the BFF can create, read and write';
  if (!isAbsolute(value)) {
    env.fail(name, expected);
    return null;
  }
  try {
    mkdirSync(value, { recursive: true });
    if (!statSync(value).isDirectory()) throw new Error('not a directory');
    accessSync(value, constants.R_OK | constants.W_OK | constants.X_OK);
    return value;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    env.fail(name, `${expected} (${typeof code === 'string' ? code : 'not a directory'})`);
    return null;
  }
}

function readHost(env: EnvReader): string {
  const value = env.raw('HOST');
  if (value === undefined) return DEFAULT_HOST;
  if (/\s/.test(value)) env.fail('HOST', 'a host name or address');
  return value;
}

/** The configuration from an environment; throws `ConfigError` naming every bad variable. */
export function loadConfig(envVars: Env, options: { clientDir?: string } = {}): Config {
  const env = new EnvReader(envVars);
  const defaultTtl = env.nonNegative('CACHE_TTL_MS', DEFAULT_CACHE_TTL_MS);
  const cacheTtlMs = Object.fromEntries(
    CACHE_GROUPS.map((group) => [
      group,
      env.nonNegative(`CACHE_TTL_${group}_MS`, DEFAULT_GROUP_TTL_MS[group] ?? defaultTtl),
    ]),
  ) as Record<CacheGroup, number>;
  const host = readHost(env);
  const config: Config = {
    port: env.integer('PORT', DEFAULT_PORT, 0, 65_535, 'a port number from 0 to 65535'),
    host,
    upstreamUrl: readUpstreamUrl(env),
    upstreamTimeoutMs: env.positive('CMS_UPSTREAM_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUT_MS),
    cacheTtlMs: Object.freeze(cacheTtlMs),
    cacheStaleMs: env.nonNegative('CACHE_STALE_MS', DEFAULT_CACHE_STALE_MS),
    cacheMaxBytes: env.positive('CACHE_MAX_MB', DEFAULT_CACHE_MAX_MB) * 1024 * 1024,
    rateLimitPerMin: env.nonNegative('RATE_LIMIT_PER_MIN', DEFAULT_RATE_LIMIT_PER_MIN),
    adminToken: readAdminToken(env),
    logLevel: readLogLevel(env),
    trustProxy: readTrustProxy(env),
    stockChartUrl: readStockChartUrl(env),
    clientDir: options.clientDir ?? findClientDir(),
    siteUrl: readSiteUrl(env),
    allowedHosts: readAllowedHosts(env, host),
    ssrDataTimeoutMs: env.positive('SSR_DATA_TIMEOUT_MS', DEFAULT_SSR_DATA_TIMEOUT_MS),
    pageTtlMs: env.nonNegative('CACHE_TTL_PAGE_MS', defaultTtl),
    sitemapTtlMs: env.nonNegative('CACHE_TTL_SITEMAP_MS', DEFAULT_SITEMAP_TTL_MS),
    cacheRedisUrl: readRedisUrl(env),
    imageCacheMaxBytes: env.positive('IMAGE_CACHE_MAX_MB', DEFAULT_IMAGE_CACHE_MAX_MB) * 1024 * 1024,
    imageCacheDir: readImageCacheDir(env),
    privateCookies: env.list(
      'PRIVATE_COOKIES',
      (entry) => (isCookieName(entry) ? entry : null),
      "comma-separated cookie names of letters, digits and !#$%&'*+-.^_`|~, such as session,auth_token",
    ),
    edgePurgeUrls: env.list(
      'EDGE_PURGE_URLS',
      parseBaseUrl,
      'comma-separated http(s) base URLs without credentials, query or fragment, such as http://varnish:6081',
    ),
  };
  if (env.problems.length > 0) throw new ConfigError(env.problems);
  return Object.freeze(config);
}

/** A copy of the configuration with the upstream set (used when the embedded demo CMS is started). */
export function withUpstream(config: Config, upstreamUrl: string): Config {
  return Object.freeze({ ...config, upstreamUrl: upstreamUrl.replace(/\/+$/, '') });
}
