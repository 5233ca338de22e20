/**
 * The BFF's configuration. This is the only module that knows the environment variable names:
 * it reads them once, checks every one, and returns a frozen, typed object that is passed in everywhere else.
 * How the values of each area are read and checked is in `config/`, whose readers are handed the names.
 */
import { CACHE_GROUPS, type CacheGroup } from '../shared/api/endpoints.js';
import { readAllowedHosts, readHost, readSiteUrl, readTrustProxy, type TrustProxy } from './config/hostSettings.js';
import { readImageCacheDir } from './config/imageCacheDir.js';
import { readAdminToken, readLogLevel, type LogLevel } from './config/operatorSettings.js';
import { readRedisUrl, readStockChartUrl, readUpstreamUrl } from './config/serviceUrls.js';
import { EnvReader, type ConfigProblem, type Env } from './envReader.js';
import { parseBaseUrl } from './http/baseUrl.js';
import { findClientDir } from './projectRoot.js';
import { isCookieName } from './upstream/forwardHeaders.js';

export type { TrustProxy };

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
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
export const DEFAULT_CACHE_TTL_MS = 60_000;
export const DEFAULT_GROUP_TTL_MS: Readonly<Partial<Record<CacheGroup, number>>> = { SHARES: 30_000 };
export const DEFAULT_CACHE_STALE_MS = 3_600_000;
export const DEFAULT_CACHE_MAX_MB = 64;
export const DEFAULT_RATE_LIMIT_PER_MIN = 600;
export const DEFAULT_SSR_DATA_TIMEOUT_MS = 3_000;
export const DEFAULT_SITEMAP_TTL_MS = 3_600_000;
export const DEFAULT_IMAGE_CACHE_MAX_MB = 256;

/** Thrown by `loadConfig` with every bad variable; `main.ts` prints the message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `invalid configuration: ${problems.map((p) => `${p.variable}=${p.shown}: expected ${p.expected}`).join('; ')}`,
    );
  }
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
  const host = readHost(env, 'HOST');
  const config: Config = {
    port: env.integer('PORT', DEFAULT_PORT, 0, 65_535, 'a port number from 0 to 65535'),
    host,
    upstreamUrl: readUpstreamUrl(env, 'CMS_UPSTREAM_URL'),
    upstreamTimeoutMs: env.positive('CMS_UPSTREAM_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUT_MS),
    cacheTtlMs: Object.freeze(cacheTtlMs),
    cacheStaleMs: env.nonNegative('CACHE_STALE_MS', DEFAULT_CACHE_STALE_MS),
    cacheMaxBytes: env.positive('CACHE_MAX_MB', DEFAULT_CACHE_MAX_MB) * 1024 * 1024,
    rateLimitPerMin: env.nonNegative('RATE_LIMIT_PER_MIN', DEFAULT_RATE_LIMIT_PER_MIN),
    adminToken: readAdminToken(env, 'ADMIN_TOKEN'),
    logLevel: readLogLevel(env, 'LOG_LEVEL'),
    trustProxy: readTrustProxy(env, 'TRUST_PROXY'),
    stockChartUrl: readStockChartUrl(env, 'STOCK_CHART_URL'),
    clientDir: options.clientDir ?? findClientDir(),
    siteUrl: readSiteUrl(env, 'SITE_URL'),
    allowedHosts: readAllowedHosts(env, 'ALLOWED_HOSTS', host),
    ssrDataTimeoutMs: env.positive('SSR_DATA_TIMEOUT_MS', DEFAULT_SSR_DATA_TIMEOUT_MS),
    pageTtlMs: env.nonNegative('CACHE_TTL_PAGE_MS', defaultTtl),
    sitemapTtlMs: env.nonNegative('CACHE_TTL_SITEMAP_MS', DEFAULT_SITEMAP_TTL_MS),
    cacheRedisUrl: readRedisUrl(env, 'CACHE_REDIS_URL'),
    imageCacheMaxBytes: env.positive('IMAGE_CACHE_MAX_MB', DEFAULT_IMAGE_CACHE_MAX_MB) * 1024 * 1024,
    imageCacheDir: readImageCacheDir(env, 'IMAGE_CACHE_DIR'),
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
