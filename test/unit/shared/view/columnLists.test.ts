import { describe, expect, it } from 'vitest';
import { columnLists } from '../../../../shared/view/columnLists.js';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('columnLists', () => {
  it('shows a column of up to five articles as one list', () => {
    expect(columnLists(numbers(5), 5)).toEqual({ lists: [numbers(5)], more: false });
    expect(columnLists(numbers(3), 3)).toEqual({ lists: [[1, 2, 3]], more: false });
  });

  it('shows a longer column as two lists of six, the latest twelve', () => {
    expect(columnLists(numbers(20), 30)).toEqual({
      lists: [
        [1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12],
      ],
      more: true,
    });
  });

  it('fills the first list of six before the second', () => {
    expect(columnLists(numbers(8), 8)).toEqual({
      lists: [
        [1, 2, 3, 4, 5, 6],
        [7, 8],
      ],
      more: false,
    });
  });

  it('has no list for an empty column', () => {
    expect(columnLists([], 0)).toEqual({ lists: [], more: false });
  });
});
