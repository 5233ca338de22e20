import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_BYTES,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  splitByLimits,
  urlEntryBytes,
} from '../../../../server/discovery/sitemapSplit.js';
import { urlsetXml } from '../../../../server/discovery/xmlDocuments.js';

describe('sitemap files', () => {
  it('hold at most 50,000 URLs each under the protocol limits', () => {
    const items = Array.from({ length: 120_000 }, (_, i) => i);
    const files = splitByLimits(items, () => 100, { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES });
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 20_000]);
    expect(files.flat()).toEqual(items);
  });

  it('are cut by bytes when that comes first, the envelope counted', () => {
    const files = splitByLimits([1, 2, 3, 4, 5], () => 100, { maxUrls: 10, maxBytes: ENVELOPE_BYTES + 250 });
    expect(files).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('give an item larger than a file a file of its own', () => {
    expect(splitByLimits(['a', 'b'], () => 10_000, { maxUrls: 10, maxBytes: 1_000 })).toEqual([['a'], ['b']]);
    expect(splitByLimits([], () => 1, { maxUrls: 1, maxBytes: 1 })).toEqual([]);
  });

  it('count exactly the bytes a compact <url> element takes', async () => {
    const urls = [
      { loc: 'https://www.example.com/articledetail/1001', lastmod: '2024-05-06T10:00:00+08:00', alternates: [] },
      { loc: 'https://www.example.com/articlesearch?lang=en&inputValue=%E5%8C%96', lastmod: null, alternates: [] },
    ];
    const empty = Buffer.byteLength(await urlsetXml([]));
    const xml = await urlsetXml(urls);
    const counted = urls.reduce((sum, u) => sum + urlEntryBytes(u.loc, u.lastmod), 0);
    // The empty document closes its root in the start tag; the full one has an end tag instead.
    expect(Buffer.byteLength(xml) - empty).toBe(counted + '</urlset>'.length - 1);
    expect(empty).toBeLessThan(ENVELOPE_BYTES);
  });
});
