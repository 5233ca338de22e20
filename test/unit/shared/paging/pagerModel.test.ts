import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pagerItems, type PagerItem } from '../../../../shared/paging/pagerModel.js';

/** The pager as text: `[3]` is the current page, `…` a gap. */
function drawn(items: PagerItem[]): string {
  return items
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('pageCountOf', () => {
  it('rounds up, and is 1 for an empty list', () => {
    expect(pageCountOf(30, 10)).toBe(3);
    expect(pageCountOf(31, 10)).toBe(4);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('brings a page into range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('pagerItems', () => {
  it('shows every page when they fit', () => {
    expect(drawn(pagerItems(1, 1))).toBe('[1]');
    expect(drawn(pagerItems(2, 7))).toBe('1 [2] 3 4 5 6 7');
  });

  it('leaves a gap after the window near the start', () => {
    expect(drawn(pagerItems(1, 20))).toBe('[1] 2 3 4 5 … 20');
    expect(drawn(pagerItems(4, 20))).toBe('1 2 3 [4] 5 … 20');
  });

  it('leaves gaps on both sides in the middle', () => {
    expect(drawn(pagerItems(5, 20))).toBe('1 … 4 [5] 6 … 20');
    expect(drawn(pagerItems(16, 20))).toBe('1 … 15 [16] 17 … 20');
  });

  it('leaves a gap before the window near the end', () => {
    expect(drawn(pagerItems(17, 20))).toBe('1 … 16 [17] 18 19 20');
    expect(drawn(pagerItems(20, 20))).toBe('1 … 16 17 18 19 [20]');
  });

  it('never shows more buttons than its slots', () => {
    for (let page = 1; page <= 50; page++) expect(pagerItems(page, 50).length).toBeLessThanOrEqual(7);
    expect(drawn(pagerItems(10, 20, 9))).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  it('marks a page out of range as the nearest page', () => {
    expect(drawn(pagerItems(99, 3))).toBe('1 2 [3]');
  });
});
