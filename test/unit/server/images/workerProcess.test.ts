import { describe, expect, it } from 'vitest';
import { workerEnvironment } from '../../../../server/images/workerProcess.js';

describe('workerEnvironment', () => {
  it('drops the glibc mapping threshold that slows libvips down, keeps the rest and limits the heaps', () => {
    expect(
      workerEnvironment({ PATH: '/usr/bin', MALLOC_MMAP_THRESHOLD_: '65536', NODE_ENV: 'production', LANG: 'C' }),
    ).toEqual({ PATH: '/usr/bin', NODE_ENV: 'production', LANG: 'C', MALLOC_ARENA_MAX: '2' });
  });

  it('keeps a heap count the BFF was given', () => {
    expect(workerEnvironment({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});
