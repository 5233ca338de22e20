import { describe, expect, it } from 'vitest';
import { headingLevel, relevelledHeadings } from '../../../../server/sanitize/headingLevels.js';

describe('relevelledHeadings', () => {
  it('leaves a field without headings alone', () => {
    expect(relevelledHeadings([])).toBeNull();
  });

  it('leaves headings that already start at h2 without a skip alone', () => {
    expect(relevelledHeadings([2, 3, 3, 4, 2, 3])).toBeNull();
  });

  it('makes the highest heading an h2', () => {
    expect(relevelledHeadings([3, 3, 3])).toEqual([2, 2, 2]);
    expect(relevelledHeadings([4, 5, 4])).toEqual([2, 3, 2]);
  });

  it('closes gaps between the levels present, by rank', () => {
    expect(relevelledHeadings([3, 5, 5, 3])).toEqual([2, 3, 3, 2]);
    // Siblings stay siblings after a deeper heading.
    expect(relevelledHeadings([2, 4, 6, 4])).toEqual([2, 3, 4, 3]);
  });

  it('goes down no more than one level at a time, whatever the order the levels came in', () => {
    expect(relevelledHeadings([2, 4, 3, 5])).toEqual([2, 3, 3, 4]);
    expect(relevelledHeadings([4, 6, 5])).toEqual([2, 3, 3]);
    // A level skipped in one section only.
    expect(relevelledHeadings([2, 3, 2, 4])).toEqual([2, 3, 2, 3]);
  });

  it('makes the first heading an h2, under the page’s h1, even when a higher one comes later', () => {
    expect(relevelledHeadings([3, 2, 3])).toEqual([2, 2, 3]);
  });

  it('moves an h1 in content below the page’s own', () => {
    expect(relevelledHeadings([1])).toEqual([2]);
    expect(relevelledHeadings([1, 3, 1])).toEqual([2, 3, 2]);
  });

  it('goes no deeper than h6 when six levels are used', () => {
    expect(relevelledHeadings([1, 2, 3, 4, 5, 6])).toEqual([2, 3, 4, 5, 6, 6]);
    expect(relevelledHeadings([6, 5, 4, 3, 2, 1, 6])).toEqual([2, 2, 2, 2, 2, 2, 3]);
  });
});

describe('headingLevel', () => {
  it('reads the level of h1 to h6 and nothing else', () => {
    expect(['h1', 'h2', 'h6', 'h7', 'hr', 'header', 'p'].map(headingLevel)).toEqual([1, 2, 6, null, null, null, null]);
  });
});
