import { dependenciesInHeader, ENTRY_FORMAT_VERSION, ENTRY_MAGIC, MAX_HEADER_BYTES } from './entryCodec.js';
import type { RedisLink } from './redisLink.js';
import { ENTRY_HEADERS } from './sharedScripts.js';
import { surrogateKeysIn } from './surrogateKeys.js';

/** Entries whose headers are read per call of the script: short calls, within the time limit. */
const HEADER_BATCH = 100;

/**
 * The surrogate keys of entries in Redis (`entryNames`: their Redis keys), read from the entries' headers
 * without their bodies, each key once; what cannot be read (Redis failing, a value that is not an entry)
 * adds nothing. A purge by prefix names these keys to the edge caches.
 */
export async function surrogateKeysInRedis(link: RedisLink, entryNames: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  for (let start = 0; start < entryNames.length; start += HEADER_BATCH) {
    const batch = entryNames.slice(start, start + HEADER_BATCH);
    const headers = await link.call<(string | null)[]>(
      'purge',
      [
        'EVAL',
        ENTRY_HEADERS,
        String(batch.length),
        ...batch,
        ENTRY_MAGIC,
        String(ENTRY_FORMAT_VERSION),
        String(MAX_HEADER_BYTES),
      ],
      { urgent: true },
    );
    for (const header of headers ?? []) {
      const dependsOn = typeof header === 'string' ? dependenciesInHeader(header) : null;
      for (const key of surrogateKeysIn(dependsOn ?? [])) keys.add(key);
    }
  }
  return [...keys];
}
