import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { StoredEncoding } from '../http/contentEncoding.js';

/** Bodies below this size are sent as they are: compressing them saves nothing worth the header. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Answers from this size on are offered in brotli as well. Below it brotli saves a few hundred bytes over
 * gzip (under one network packet) while setting up its encoder costs several times a gzip pass.
 */
export const BROTLI_MIN_BYTES = 16 * 1024;
/** Fast brotli: made once per entry, so a middle quality keeps misses cheap and hits small. */
const BROTLI_QUALITY = 5;
/** Output chunk of the compressors: near the size of a compressed answer, so little is thrown away. */
const ZLIB_CHUNK_BYTES = 8 * 1024;
const GZIP_WINDOW = { min: 9, max: 15 };

/** Every encoding an answer may be kept in, in the order a miss makes them when all are asked for. */
export const ALL_ENCODINGS: readonly StoredEncoding[] = ['gzip', 'br'];

/** Whether a body of `length` bytes is offered in `encoding` (gzip from 1 KB, brotli as well from 16 KB). */
export function offersEncoding(length: number, encoding: StoredEncoding): boolean {
  return length >= (encoding === 'br' ? BROTLI_MIN_BYTES : COMPRESS_MIN_BYTES);
}

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
 * The body compressed in `encoding`. Synchronous: answers are tens of kilobytes, so it costs well under a
 * millisecond, and it keeps allocations off the thread pool's separate malloc arenas.
 */
export function compressed(body: Buffer, encoding: StoredEncoding): Buffer {
  return encoding === 'br' ? brotliCopy(body) : gzipCopy(body);
}
