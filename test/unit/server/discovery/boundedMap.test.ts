import { describe, expect, it } from 'vitest';
import { boundedMap } from '../../../../server/discovery/boundedMap.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a bounded map', () => {
  it('keeps at most the limit of calls running, and the results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await boundedMap([5, 4, 3, 2, 1, 0], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < n; i++) await tick();
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 40, 30, 20, 10, 0]);
    expect(most).toBe(2);
  });

  it('rejects on the first failure and starts no further calls', async () => {
    const started: number[] = [];
    const run = boundedMap([1, 2, 3, 4, 5], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('CMS down');
      return n;
    });
    await expect(run).rejects.toThrow('CMS down');
    expect(started).toEqual([1, 2]);
  });

  it('maps nothing to nothing', async () => {
    expect(await boundedMap([], 4, async () => 1)).toEqual([]);
  });
});
