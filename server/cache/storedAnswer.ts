import { createHash } from 'node:crypto';
import type { StoredEncoding } from '../http/contentEncoding.js';
import { ALL_ENCODINGS, compressed, offersEncoding } from './answerCopies.js';
import { surrogateKeyHeader } from './surrogateKeys.js';

export { BROTLI_MIN_BYTES, COMPRESS_MIN_BYTES, offersEncoding } from './answerCopies.js';

/** Bookkeeping counted on top of an entry's bytes (key, object, strings). */
const ENTRY_OVERHEAD_BYTES = 512;

/** The store an answer is kept in, asked before a copy made after storing is kept with the answer. */
export interface AnswerHolder {
  /**
   * Counts the answer again at its grown `size`; false when the copy is not to be kept (the answer is no
   * longer the store's entry, or would be larger than an entry may be).
   */
  regrow(answer: StoredAnswer): boolean;
}

/**
 * One canonical answer, serialised once: the JSON bytes, the compressed copies made so far and the entity
 * tags, so a cache hit only writes bytes. A copy is made when a request first asks for its encoding (or
 * when the answer is stored, for the encoding the request that loaded it asked for). `storedAt` and
 * `ttlMs` use the cache's clock.
 */
export interface StoredAnswer {
  readonly body: Buffer;
  /** The gzip copy, once made; null before, and for bodies too small to compress. */
  gzip: Buffer | null;
  /** The brotli copy, once made; null before, and for bodies under `BROTLI_MIN_BYTES`. */
  br: Buffer | null;
  /** Strong entity tag of the JSON bytes; the compressed variants carry a suffix. */
  readonly etag: string;
  readonly etagGzip: string;
  readonly etagBr: string;
  readonly storedAt: number;
  readonly ttlMs: number;
  /** Bytes the cache counts for the entry: the body, the copies kept, and bookkeeping. */
  size: number;
  /**
   * Keys of the entries this one was built from (a rendered page's answers) and its surrogate keys
   * (`sk:article:1001`, `surrogateKeys.ts`); a purge of one drops it.
   */
  readonly dependsOn: readonly string[];
  /** The `Surrogate-Key` header's value, made once when the entry is stored or read; null: no keys. */
  readonly surrogateKey: string | null;
  /** The store keeping the answer, or null while it is in none. */
  holder: AnswerHolder | null;
  /** When a background refresh of this entry last failed, and why (stale-if-error bookkeeping). */
  refreshFailedAt: number | null;
  refreshError: unknown;
}

/** The encodings to compress a body of `bodyLength` bytes in when it is stored (those it is offered in). */
export type CopyPlan = (bodyLength: number) => readonly StoredEncoding[];

/** Every copy the body is offered in, up front. */
export const EVERY_COPY: CopyPlan = () => ALL_ENCODINGS;
/** No compressed copy up front: each is made when first asked for. */
export const NO_COPY: CopyPlan = () => [];

/**
 * Serialises once, per miss, into one block of memory holding the JSON bytes and the compressed copies
 * `plan` names that the body is offered in (gzip from 1 KB, brotli as well from 16 KB; by default all).
 * One allocation per entry (not three, nor slices of shared pools) keeps the allocator from fragmenting
 * as entries come and go.
 */
export function storeAnswer(
  json: string,
  storedAt: number,
  ttlMs: number,
  dependsOn: readonly string[] = [],
  plan: CopyPlan = EVERY_COPY,
): StoredAnswer {
  const length = Buffer.byteLength(json);
  const made = plan(length).filter((encoding) => offersEncoding(length, encoding));
  if (made.length === 0) {
    const block = Buffer.allocUnsafeSlow(length);
    block.write(json);
    return answerInBlock(block, length, 0, storedAt, ttlMs, dependsOn);
  }
  const scratch = Buffer.from(json);
  const gz = made.includes('gzip') ? compressed(scratch, 'gzip') : null;
  const br = made.includes('br') ? compressed(scratch, 'br') : null;
  const gzLength = gz?.length ?? 0;
  const block = Buffer.allocUnsafeSlow(length + gzLength + (br?.length ?? 0));
  scratch.copy(block, 0);
  gz?.copy(block, length);
  br?.copy(block, length + gzLength);
  return answerInBlock(block, length, gzLength, storedAt, ttlMs, dependsOn);
}

/**
 * An answer over one block that holds the JSON bytes, then the gzip copy, then the brotli copy (the rest of
 * the block); a copy length of zero means that copy is not there (too small a body, or not made yet).
 */
export function answerInBlock(
  block: Buffer,
  bodyLength: number,
  gzipLength: number,
  storedAt: number,
  ttlMs: number,
  dependsOn: readonly string[] = [],
): StoredAnswer {
  const brLength = block.length - bodyLength - gzipLength;
  const body = block.subarray(0, bodyLength);
  const gz = gzipLength > 0 ? block.subarray(bodyLength, bodyLength + gzipLength) : null;
  const br = brLength > 0 ? block.subarray(bodyLength + gzipLength) : null;
  const hash = createHash('sha1').update(body).digest('base64url');
  const surrogateKey = surrogateKeyHeader(dependsOn);
  const keyBytes = dependsOn.reduce((sum, key) => sum + key.length, 0) + (surrogateKey?.length ?? 0);
  return {
    body,
    gzip: gz,
    br,
    etag: `"${hash}"`,
    etagGzip: `"${hash}-gz"`,
    etagBr: `"${hash}-br"`,
    storedAt,
    ttlMs,
    size: block.length + ENTRY_OVERHEAD_BYTES + keyBytes,
    dependsOn,
    surrogateKey,
    holder: null,
    refreshFailedAt: null,
    refreshError: undefined,
  };
}

/** The encodings of the copies an answer holds. */
export function copiesOf(answer: StoredAnswer): StoredEncoding[] {
  return ALL_ENCODINGS.filter((encoding) => answer[encoding] !== null);
}

/**
 * The answer's bytes in `encoding`, which its body must be offered in: the copy it holds, or one made now
 * and kept with it when its store counts the bytes (else sent this once).
 */
export function copyOf(answer: StoredAnswer, encoding: StoredEncoding): Buffer {
  const held = answer[encoding];
  if (held !== null) return held;
  const bytes = compressed(answer.body, encoding);
  // A block of its own: the compressor's output is a slice of a larger chunk.
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  answer[encoding] = copy;
  answer.size += copy.length;
  if (answer.holder !== null && !answer.holder.regrow(answer)) {
    answer[encoding] = null;
    answer.size -= copy.length;
  }
  return copy;
}
