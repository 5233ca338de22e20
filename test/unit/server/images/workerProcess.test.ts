import { describe, expect, it } from 'vitest';
import { workerEnvironment } from '../../../../server/images/workerProcess.js';

describe('workerEnvironment', () => {
  it('drops the glibc mapping threshold that slows libvips down, and keeps the rest', () => {
    expect(
      workerEnvironment({ PATH: '/usr/bin', MALLOC_MMAP_THRESHOLD_: '16384', NODE_ENV: 'production', LANG: 'C' }),
    ).toEqual({ PATH: '/usr/bin', NODE_ENV: 'production', LANG: 'C' });
  });
});
