import { describe, expect, it } from 'vitest';
import { memoryBounds } from '../../../../server/metrics/memoryBounds.js';

const MB = 1024 * 1024;

describe('memoryBounds', () => {
  it('bounds resident memory at 2 x CACHE_MAX_MB + 100 MB with the picture cache on disk', () => {
    expect(
      memoryBounds({ cacheMaxBytes: 64 * MB, imageCacheMaxBytes: 256 * MB, imageCacheDir: '/var/cache/pictures' }),
    ).toEqual({ cacheMaxBytes: 64 * MB, residentBytes: 228 * MB });
  });

  it('adds the picture cache when it is kept in memory', () => {
    expect(memoryBounds({ cacheMaxBytes: 64 * MB, imageCacheMaxBytes: 256 * MB, imageCacheDir: null })).toEqual({
      cacheMaxBytes: 64 * MB,
      residentBytes: 484 * MB,
    });
  });
});
