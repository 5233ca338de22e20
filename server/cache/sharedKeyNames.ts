/** Every key and the channel start with this; a new entry format gets a new prefix, so old values are never read. */
export const SHARED_KEY_PREFIX = 'bff:v2:';
/** An entry: `e:<cache key>`. */
export const ENTRY = `${SHARED_KEY_PREFIX}e:`;
/** The lock of a load: `l:<cache key>`. */
export const LOCK = `${SHARED_KEY_PREFIX}l:`;
/** The entries built from a source (a cache key, or `sk:<surrogate key>`): `d:<source>`. */
export const DEPENDENTS = `${SHARED_KEY_PREFIX}d:`;
/** Purges, deletions and finished loads, announced to every replica. */
export const SHARED_CHANNEL = `${SHARED_KEY_PREFIX}events`;
