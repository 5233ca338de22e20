import { describe, expect, it } from 'vitest';
import { byFdSort } from '../../../../shared/view/fdSort.js';

const item = (name: string, fdSort: number | null) => ({ name, fdSort });

describe('byFdSort', () => {
  it('puts lower sort numbers first', () => {
    const sorted = byFdSort([item('c', 3), item('a', 1), item('b', 2)]);
    expect(sorted.map((i) => i.name)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the given order for equal numbers and puts unnumbered items last, in their order', () => {
    const sorted = byFdSort([item('x', null), item('b1', 2), item('y', null), item('a', 1), item('b2', 2)]);
    expect(sorted.map((i) => i.name)).toEqual(['a', 'b1', 'b2', 'x', 'y']);
  });

  it('leaves its input unchanged', () => {
    const input = [item('b', 2), item('a', 1)];
    byFdSort(input);
    expect(input.map((i) => i.name)).toEqual(['b', 'a']);
  });
});
