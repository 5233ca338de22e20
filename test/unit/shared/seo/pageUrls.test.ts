import { describe, expect, it } from 'vitest';
import { canonicalQuery } from '../../../../shared/seo/pageUrls.js';

describe('page URL rules', () => {
  it("keeps a route's meaningful query, a page number only above 1", () => {
    const query = new URLSearchParams('page=2&utm_source=x&lang=en');
    expect(canonicalQuery('articlepagelist', query)).toEqual([['page', '2']]);
    expect(canonicalQuery('articlepagelist', new URLSearchParams('page=1'))).toEqual([]);
    expect(canonicalQuery('columndetail', query)).toEqual([]);
  });
});
