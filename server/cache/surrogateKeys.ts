/**
 * Surrogate keys: the names of the CMS things an answer was made from (`article:1001`, `folder:gsxw`,
 * `menu:zh`, `site`, `shares`, `file:news/a.jpg`), sent in `Surrogate-Key` so an edge cache (Varnish's
 * xkey, a CDN's tags) and the BFF's own cache can drop everything made from one of them.
 *
 * An entry keeps its keys among the keys it depends on, each behind `SURROGATE_SOURCE_PREFIX`: the
 * cache's dependents index (in memory, and the `d:` sets in Redis) then finds every entry made from a key
 * without a scan, and drops an answer's pages with it, as it does for the answers' own cache keys.
 */

/** Marks a dependency that is a surrogate key, not the cache key of another entry. */
export const SURROGATE_SOURCE_PREFIX = 'sk:';

/**
 * Bound on a `Surrogate-Key` header's value, in bytes. Varnish's default limit on a whole response
 * header is 8 KB (`http_resp_hdr_len`) and Fastly and Cloudflare take 16 KB of tags; 4 KB leaves room for
 * the rest of the answer's headers under the smallest of them.
 */
export const SURROGATE_KEY_MAX_BYTES = 4096;

/** A key is printable ASCII without spaces (the header separates keys with spaces), and not too long. */
export const SURROGATE_KEY_MAX_LENGTH = 200;
const KEY_SHAPE = /^[\x21-\x7e]+$/;

/** The kind of key that is dropped first when a header would be too long: its folder still names it. */
const ARTICLE_KEY = 'article:';

export function isSurrogateKey(key: string): boolean {
  return key.length <= SURROGATE_KEY_MAX_LENGTH && KEY_SHAPE.test(key);
}

const headerLength = (keys: readonly string[]): number =>
  keys.reduce((sum, key) => sum + key.length, 0) + Math.max(0, keys.length - 1);

/**
 * The keys an entry keeps and sends: each once, in the order first named, malformed ones left out. When
 * they would not fit in `SURROGATE_KEY_MAX_BYTES`, the `article:*` keys go (a sitemap lists thousands):
 * every listed article is also named by its folder's key, which a publish purges with the article's. The
 * few other keys (folders, menus, `site`, `shares`, files) are always kept.
 */
export function boundedKeys(keys: Iterable<string>): string[] {
  const unique = [...new Set(keys)].filter(isSurrogateKey);
  if (headerLength(unique) <= SURROGATE_KEY_MAX_BYTES) return unique;
  return unique.filter((key) => !key.startsWith(ARTICLE_KEY));
}

/** The keys as dependencies of an entry. */
export function surrogateSources(keys: readonly string[]): string[] {
  return keys.map((key) => SURROGATE_SOURCE_PREFIX + key);
}

/** An entry's dependencies: the cache keys of what it was built from, then its bounded surrogate keys. */
export function dependenciesOf(cacheKeys: Iterable<string>, keys: Iterable<string>): string[] {
  return [...cacheKeys, ...surrogateSources(boundedKeys(keys))];
}

/** The surrogate keys among an entry's dependencies. */
export function surrogateKeysIn(dependsOn: readonly string[]): string[] {
  const keys: string[] = [];
  for (const source of dependsOn) {
    if (source.startsWith(SURROGATE_SOURCE_PREFIX)) keys.push(source.slice(SURROGATE_SOURCE_PREFIX.length));
  }
  return keys;
}

/** The `Surrogate-Key` value of an entry with these dependencies, or null when it names no key. */
export function surrogateKeyHeader(dependsOn: readonly string[]): string | null {
  const keys = surrogateKeysIn(dependsOn);
  return keys.length === 0 ? null : keys.join(' ');
}
