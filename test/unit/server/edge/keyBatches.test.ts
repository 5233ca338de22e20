import { describe, expect, it } from 'vitest';
import { EDGE_PURGE_HEADER_MAX_BYTES, keyBatches } from '../../../../server/edge/keyBatches.js';

describe('keyBatches', () => {
  it('keeps keys that fit in one header together, in order', () => {
    expect(keyBatches(['article:1', 'folder:jtyw', 'site'])).toEqual([['article:1', 'folder:jtyw', 'site']]);
    expect(keyBatches([])).toEqual([]);
  });

  it('starts a new batch where the next key would not fit', () => {
    expect(keyBatches(['aaaa', 'bbbb', 'cccc'], 9)).toEqual([['aaaa', 'bbbb'], ['cccc']]);
    expect(keyBatches(['aaaa', 'bbbb', 'cccc'], 8)).toEqual([['aaaa'], ['bbbb'], ['cccc']]);
  });

  it('fits 100 keys of 200 characters in headers within the bound', () => {
    const keys = Array.from({ length: 100 }, (_, i) => `k${String(i).padStart(3, '0')}${'x'.repeat(196)}`);
    const batches = keyBatches(keys);
    for (const batch of batches) expect(batch.join(' ').length).toBeLessThanOrEqual(EDGE_PURGE_HEADER_MAX_BYTES);
    expect(batches.flat()).toEqual(keys);
    expect(batches).toHaveLength(5);
  });
});
