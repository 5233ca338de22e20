import type { Config } from '../config.js';

const MB = 1024 * 1024;

/** What the process holds besides its caches: code, the renderer's bundle, heaps, buffers in flight. */
export const BASE_RESIDENT_BYTES = 100 * MB;

/** The bounds the capacity panels and the memory alert compare the process with (README, "Memory"). */
export interface MemoryBounds {
  /** `CACHE_MAX_MB` in bytes: the bound of `bff_cache_bytes`. */
  cacheMaxBytes: number;
  /**
   * The resident memory the BFF stays under: 2 × `CACHE_MAX_MB` + 100 MB, plus `IMAGE_CACHE_MAX_MB` when the
   * picture cache is in memory (no `IMAGE_CACHE_DIR`). The picture worker is a process of its own.
   */
  residentBytes: number;
}

export function memoryBounds(
  config: Pick<Config, 'cacheMaxBytes' | 'imageCacheMaxBytes' | 'imageCacheDir'>,
): MemoryBounds {
  const pictures = config.imageCacheDir === null ? config.imageCacheMaxBytes : 0;
  return {
    cacheMaxBytes: config.cacheMaxBytes,
    residentBytes: 2 * config.cacheMaxBytes + BASE_RESIDENT_BYTES + pictures,
  };
}
