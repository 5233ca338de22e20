import { describe, expect, it } from 'vitest';
import { IMAGE_LIST_PAGE_SIZES, SEARCH_PAGE_SIZES, TEXT_LIST_PAGE_SIZES } from '../../../../shared/constants.js';
import { defaultPageSize, readPageQuery, withPageQuery } from '../../../../shared/paging/pageQuery.js';

const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('readPageQuery', () => {
  it('reads the page and a size the view offers', () => {
    expect(readPageQuery(query({ page: '3', size: '20' }), TEXT_LIST_PAGE_SIZES)).toEqual({ page: 3, size: 20 });
    expect(readPageQuery(query({ page: '2', size: '100' }), IMAGE_LIST_PAGE_SIZES)).toEqual({ page: 2, size: 100 });
  });

  it('is page 1 at the default size when the URL says nothing', () => {
    expect(readPageQuery(query({}), TEXT_LIST_PAGE_SIZES)).toEqual({ page: 1, size: 10 });
  });

  it.each(['0', '-2', '1.5', 'abc', '', ' ', '10001', '1e3', '0x10'])('falls back to page 1 for %j', (page) => {
    expect(readPageQuery(query({ page }), TEXT_LIST_PAGE_SIZES).page).toBe(1);
  });

  it('accepts the last page the API allows', () => {
    expect(readPageQuery(query({ page: '10000' }), TEXT_LIST_PAGE_SIZES).page).toBe(10_000);
  });

  it.each(['50', '100', '15', 'x', '-10'])('falls back to the default size for %j on a text list', (size) => {
    expect(readPageQuery(query({ size }), TEXT_LIST_PAGE_SIZES).size).toBe(10);
  });

  it('keeps the search page size fixed', () => {
    expect(readPageQuery(query({ size: '20' }), SEARCH_PAGE_SIZES).size).toBe(10);
  });
});

describe('defaultPageSize', () => {
  it('is the product default when offered, else the first size', () => {
    expect(defaultPageSize(IMAGE_LIST_PAGE_SIZES)).toBe(10);
    expect(defaultPageSize([20, 50])).toBe(20);
  });
});

describe('withPageQuery', () => {
  it('keeps other parameters and writes page and size after them', () => {
    const current: [string, string][] = [
      ['inputValue', '乙烯'],
      ['page', '4'],
      ['size', '20'],
    ];
    expect(withPageQuery(current, { page: 2, size: 20 }, TEXT_LIST_PAGE_SIZES)).toEqual([
      ['inputValue', '乙烯'],
      ['page', '2'],
      ['size', '20'],
    ]);
  });

  it('leaves out page 1 and the default size, so the first page has the plain URL', () => {
    expect(withPageQuery([['page', '3']], { page: 1, size: 10 }, IMAGE_LIST_PAGE_SIZES)).toEqual([]);
  });
});
