import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies below this size are sent as they are: compressing them saves nothing worth the header. */
export const COMPRESS_MIN_BYTES = 1024;
/** Bookkeeping counted on top of an entry's bytes (key, object, strings). */
const ENTRY_OVERHEAD_BYTES = 512;
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
  /** When a background refresh of this entry last failed, and why (stale-if-error bookkeeping). */
  refreshFailedAt: number | null;
  refreshError: unknown;
}

export async function storeAnswer(body: Buffer, storedAt: number, ttlMs: number): Promise<StoredAnswer> {
  const hash = createHash('sha1').update(body).digest('base64url');
  const compress = body.length >= COMPRESS_MIN_BYTES;
  const [gz, br] = compress
    ? await Promise.all([
        gzipAsync(body),
        brotliAsync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ])
    : [null, null];
  return {
    body,
    gzip: gz,
    br,
    etag: `"${hash}"`,
    etagGzip: `"${hash}-gz"`,
    etagBr: `"${hash}-br"`,
    storedAt,
    ttlMs,
    size: body.length + (gz?.length ?? 0) + (br?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
    refreshFailedAt: null,
    refreshError: undefined,
  };
}
