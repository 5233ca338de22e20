import { dependenciesInHeader, ENTRY_FORMAT_VERSION, ENTRY_MAGIC, MAX_HEADER_BYTES } from './entryCodec.js';
import type { RedisLink } from './redisLink.js';
import { DEPENDENTS, ENTRY, SHARED_KEY_PREFIX } from './sharedKeyNames.js';
import { DROP, ENTRY_HEADERS } from './sharedScripts.js';
import { surrogateKeysIn } from './surrogateKeys.js';

/**
 * The purges of the shared tier in Redis: finding the entries under a prefix, reading the surrogate keys
 * of entries, and deleting entries with everything built from them. Every call degrades to "nothing
 * found" when Redis fails.
 */

const SCAN_COUNT = 500;
/** Cache keys deleted, or entries' headers read, per call of a script: short calls, within the time limit. */
const BATCH = 100;

/** `*`, `?`, `[`, `]` and `\` match literally in a SCAN pattern once escaped. */
const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

/** The cache keys under `prefix` (all when empty) that have an entry or a dependency set in Redis. */
export async function sharedKeysUnder(link: RedisLink, prefix: string): Promise<Set<string>> {
  const pattern = `${SHARED_KEY_PREFIX}[ed]:${escapeGlob(prefix)}*`;
  const matched = new Set<string>();
  let cursor = '0';
  do {
    const reply = await link.call<[string, string[]]>(
      'purge',
      ['SCAN', cursor, 'MATCH', pattern, 'COUNT', String(SCAN_COUNT)],
      { urgent: true },
    );
    if (reply === undefined) break;
    cursor = reply[0];
    // Both tags are as long: `e:` and `d:` after the prefix.
    for (const found of reply[1]) matched.add(found.slice(ENTRY.length));
  } while (cursor !== '0');
  return matched;
}

/**
 * The surrogate keys of the entries under these cache keys, read from the entries' headers without their
 * bodies, each key once; what cannot be read (a value that is not an entry) adds nothing.
 */
export async function surrogateKeysInRedis(link: RedisLink, cacheKeys: Iterable<string>): Promise<string[]> {
  const names = [...cacheKeys].map((key) => ENTRY + key);
  const keys = new Set<string>();
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const headers = await link.call<(string | null)[]>(
      'purge',
      ['EVAL', ENTRY_HEADERS, String(batch.length), ...batch, ...headerArgs],
      { urgent: true },
    );
    for (const header of headers ?? []) {
      const dependsOn = typeof header === 'string' ? dependenciesInHeader(header) : null;
      for (const key of surrogateKeysIn(dependsOn ?? [])) keys.add(key);
    }
  }
  return [...keys];
}

const headerArgs = [ENTRY_MAGIC, String(ENTRY_FORMAT_VERSION), String(MAX_HEADER_BYTES)];

/**
 * Deletes entries and, transitively, their dependents (the sources may be surrogate keys, `sk:…`, which
 * have no entry of their own); the cache keys whose entry existed.
 */
export async function dropShared(link: RedisLink, keys: Iterable<string>): Promise<string[]> {
  const pending = [...keys];
  const seen = new Set<string>(pending);
  const deleted: string[] = [];
  while (pending.length > 0) {
    const batch = pending.splice(0, BATCH);
    const names = batch.flatMap((key) => [ENTRY + key, DEPENDENTS + key]);
    const reply = await link.call<[string[], string[]]>(
      'purge',
      ['EVAL', DROP, String(names.length), ...names, ...batch],
      { urgent: true },
    );
    if (reply === undefined) continue;
    deleted.push(...reply[0]);
    for (const dependent of reply[1]) {
      if (seen.has(dependent)) continue;
      seen.add(dependent);
      pending.push(dependent);
    }
  }
  return deleted;
}
