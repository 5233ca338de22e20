import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Bodies below this size are sent as they are: compressing them saves nothing worth the header. */
export const COMPRESS_MIN_BYTES = 1024;
/** Bookkeeping counted on top of an entry's bytes (key, object, strings). */
const ENTRY_OVERHEAD_BYTES = 512;
/**
 * Answers from this size on get a brotli copy as well. Below it brotli saves a few hundred bytes over gzip
 * (under one network packet) while setting up its encoder costs several times a gzip pass: on a typical
 * article answer of 3 KB, brotli doubled the CPU of a whole cache miss (`npm run bench misses`).
 */
export const BROTLI_MIN_BYTES = 16 * 1024;
/** Fast brotli: stored once per miss, so a middle quality keeps misses cheap and hits small. */
const BROTLI_QUALITY = 5;

/**
 * One canonical answer, serialised once: the JSON bytes, compressed variants and their entity tags, so a
 * cache hit only writes bytes. `storedAt` and `ttlMs` use the cache's clock.
 */
export interface StoredAnswer {
  readonly body: Buffer;
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  /** Strong entity tag of the JSON bytes; the compressed variants carry a suffix. */
  readonly etag: string;
  readonly etagGzip: string;
  readonly etagBr: string;
  readonly storedAt: number;
  readonly ttlMs: number;
  readonly size: number;
  /** Keys of the entries this one was built from (a rendered page's answers); a purge of one drops it. */
  readonly dependsOn: readonly string[];
  /** When a background refresh of this entry last failed, and why (stale-if-error bookkeeping). */
  refreshFailedAt: number | null;
  refreshError: unknown;
}

/** Output chunk of the compressors: near the size of a compressed answer, so little is thrown away. */
const ZLIB_CHUNK_BYTES = 8 * 1024;

/**
 * The compressors' window (log2 of its bytes), no larger than the answer. Their default windows (4 MB for
 * brotli, 32 KB for gzip) are allocated whole for every answer however small, and with the image's
 * `MALLOC_MMAP_THRESHOLD_` each such block is mapped and unmapped on its own: on a typical answer of a few
 * kilobytes that cost several times the compression itself. A window as large as the input finds every
 * match the default window would, so the output is the same size.
 */
function windowBits(length: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.ceil(Math.log2(length))));
}
const GZIP_WINDOW = { min: 9, max: 15 };
/** An absent copy: a copy length of zero in the block. */
const NO_COPY = Buffer.alloc(0);

function gzipCopy(bytes: Buffer): Buffer {
  return gzipSync(bytes, {
    chunkSize: ZLIB_CHUNK_BYTES,
    windowBits: windowBits(bytes.length, GZIP_WINDOW.min, GZIP_WINDOW.max),
  });
}

function brotliCopy(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    chunkSize: ZLIB_CHUNK_BYTES,
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits(
        bytes.length,
        zlibConstants.BROTLI_MIN_WINDOW_BITS,
        zlibConstants.BROTLI_MAX_WINDOW_BITS,
      ),
    },
  });
}

/**
 * Serialises once, per miss, into one block of memory holding the JSON bytes and the compressed copies
 * (gzip from 1 KB, brotli as well from 16 KB).
 * One allocation per entry (not three, nor slices of shared pools) keeps the allocator from fragmenting
 * as entries come and go. Compression runs synchronously: answers are tens of kilobytes, so it costs well
 * under a millisecond, and it keeps allocations off the thread pool's separate malloc arenas.
 */
export function storeAnswer(
  json: string,
  storedAt: number,
  ttlMs: number,
  dependsOn: readonly string[] = [],
): StoredAnswer {
  const length = Buffer.byteLength(json);
  let block: Buffer;
  let gzLength = 0;
  if (length < COMPRESS_MIN_BYTES) {
    block = Buffer.allocUnsafeSlow(length);
    block.write(json);
  } else {
    const scratch = Buffer.from(json);
    const gz = gzipCopy(scratch);
    const br = length < BROTLI_MIN_BYTES ? NO_COPY : brotliCopy(scratch);
    gzLength = gz.length;
    block = Buffer.allocUnsafeSlow(length + gzLength + br.length);
    scratch.copy(block, 0);
    gz.copy(block, length);
    br.copy(block, length + gzLength);
  }
  return answerInBlock(block, length, gzLength, storedAt, ttlMs, dependsOn);
}

/**
 * An answer over one block that holds the JSON bytes, then the gzip copy, then the brotli copy (the rest of
 * the block); a copy length of zero means the body is sent as it is.
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
  return {
    body,
    gzip: gz,
    br,
    etag: `"${hash}"`,
    etagGzip: `"${hash}-gz"`,
    etagBr: `"${hash}-br"`,
    storedAt,
    ttlMs,
    size: block.length + ENTRY_OVERHEAD_BYTES + dependsOn.reduce((sum, key) => sum + key.length, 0),
    dependsOn,
    refreshFailedAt: null,
    refreshError: undefined,
  };
}
