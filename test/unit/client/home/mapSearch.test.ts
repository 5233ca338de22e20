import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from '../../../../client/src/pages/home/contact/mapSearch.js';

describe('mapSearchUrl', () => {
  it('searches a Chinese map for the address, encoded', () => {
    expect(mapSearchUrl(' 江临市云湖路 88 号 ', 'zh')).toBe(
      `https://map.baidu.com/search/${encodeURIComponent('江临市云湖路 88 号')}`,
    );
  });

  it('searches an international map in English', () => {
    expect(mapSearchUrl('88 Yunhu Road, Jianglin', 'en')).toBe(
      'https://www.openstreetmap.org/search?query=88%20Yunhu%20Road%2C%20Jianglin',
    );
  });
});
