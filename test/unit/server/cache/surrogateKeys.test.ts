import { describe, expect, it } from 'vitest';
import {
  boundedKeys,
  dependenciesOf,
  isSurrogateKey,
  SURROGATE_KEY_MAX_BYTES,
  surrogateKeyHeader,
  surrogateKeysIn,
} from '../../../../server/cache/surrogateKeys.js';
import { storeAnswer } from '../../../../server/cache/storedAnswer.js';

const articles = (count: number) => Array.from({ length: count }, (_, i) => `article:${100_000 + i}`);

describe('isSurrogateKey', () => {
  it('takes printable ASCII without spaces, up to 200 characters', () => {
    expect(isSurrogateKey('file:news/%E6%96%B0.jpg')).toBe(true);
    expect(isSurrogateKey('x'.repeat(200))).toBe(true);
    for (const key of ['', 'a b', 'folder:新闻', 'a\tb', 'x'.repeat(201)]) expect(isSurrogateKey(key)).toBe(false);
  });
});

describe('boundedKeys', () => {
  it('keeps each key once, in the order first named, without malformed ones', () => {
    expect(boundedKeys(['folder:jtyw', 'article:1', 'folder:jtyw', 'bad key', 'site'])).toEqual([
      'folder:jtyw',
      'article:1',
      'site',
    ]);
  });

  it('keeps every key while the header fits', () => {
    const keys = ['menu:zh', 'folder:jtyw', ...articles(200)];
    expect(keys.join(' ').length).toBeLessThanOrEqual(SURROGATE_KEY_MAX_BYTES);
    expect(boundedKeys(keys)).toEqual(keys);
  });

  it("drops the articles' keys, and those alone, when the header would not fit", () => {
    const keys = ['menu:zh', ...articles(400), 'folder:jtyw', 'folder:gsxw', 'site'];
    expect(keys.join(' ').length).toBeGreaterThan(SURROGATE_KEY_MAX_BYTES);
    expect(boundedKeys(keys)).toEqual(['menu:zh', 'folder:jtyw', 'folder:gsxw', 'site']);
  });
});

describe('dependencies and the header', () => {
  it('keeps surrogate keys beside cache keys, and gives them back', () => {
    const dependsOn = dependenciesOf(['/cms/api/folder/list?flag=zh'], ['menu:zh', 'menu:zh', 'folder:sy']);
    expect(dependsOn).toEqual(['/cms/api/folder/list?flag=zh', 'sk:menu:zh', 'sk:folder:sy']);
    expect(surrogateKeysIn(dependsOn)).toEqual(['menu:zh', 'folder:sy']);
    expect(surrogateKeyHeader(dependsOn)).toBe('menu:zh folder:sy');
    expect(surrogateKeyHeader(['/cms/api/folder/list?flag=zh'])).toBeNull();
  });

  it('is made once, when the answer is stored, and counted in its size', () => {
    const plain = storeAnswer('{}', 0, 1000, []);
    const named = storeAnswer('{}', 0, 1000, ['sk:article:1', 'sk:site']);
    expect(named.surrogateKey).toBe('article:1 site');
    expect(plain.surrogateKey).toBeNull();
    expect(named.size - plain.size).toBe('sk:article:1sk:site'.length + 'article:1 site'.length);
  });
});
