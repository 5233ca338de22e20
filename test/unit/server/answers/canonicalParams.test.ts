import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import { cacheKey, canonicalParams } from '../../../../server/answers/canonicalParams.js';

describe('canonicalParams', () => {
  it('applies the table defaults', () => {
    expect(canonicalParams(ENDPOINTS.textSearch, { inPutMessage: 'x' })).toEqual({
      inPutMessage: 'x',
      nowPage: '1',
      pageSize: '10',
      flag: 'zh',
    });
  });

  it('writes numbers and ids in one form', () => {
    expect(canonicalParams(ENDPOINTS.findArticleList, { folderId: '007', nowPage: 2, pageSize: 20 })).toEqual({
      folderId: '7',
      nowPage: '2',
      pageSize: '20',
    });
  });

  it('trims search text', () => {
    expect(canonicalParams(ENDPOINTS.textSearch, { inPutMessage: '  化工 ' }).inPutMessage).toBe('化工');
  });

  it('keeps only the parameters of the table', () => {
    expect(canonicalParams(ENDPOINTS.articleDetail, { id: '1', extra: 'x' })).toEqual({ id: '1' });
  });
});

describe('cacheKey', () => {
  it('sorts the parameters, so their order does not matter', () => {
    expect(cacheKey('/cms/api/a', { b: '2', a: '1' })).toBe('/cms/api/a?a=1&b=2');
    expect(cacheKey('/cms/api/a', { a: '1', b: '2' })).toBe('/cms/api/a?a=1&b=2');
  });

  it('encodes values, so a value cannot pose as another parameter', () => {
    expect(cacheKey('/cms/api/s', { q: 'a&flag=en' })).toBe('/cms/api/s?q=a%26flag%3Den');
  });

  it('is the bare path without parameters', () => {
    expect(cacheKey('/cms/api/site/fastTrack', {})).toBe('/cms/api/site/fastTrack');
  });
});
