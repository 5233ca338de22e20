import { describe, expect, it } from 'vitest';
import { highlightParts, highlightTerms } from '../../../../shared/text/highlight.js';

/** Parts as text, matches in brackets. */
const drawn = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it('marks every match of a Chinese term', () => {
    expect(drawn('乙烯装置与乙烯工程', '乙烯')).toBe('[乙烯]装置与[乙烯]工程');
  });

  it('ignores case and keeps the text as written', () => {
    expect(drawn('Ethylene plant: ETHYLENE cracker', 'ethylene')).toBe('[Ethylene] plant: [ETHYLENE] cracker');
  });

  it('marks the whole query and each of its words, preferring the longer match', () => {
    expect(drawn('乙烯 装置，乙烯和装置', '乙烯 装置')).toBe('[乙烯 装置]，[乙烯]和[装置]');
  });

  it('treats characters of regular expressions as text', () => {
    expect(drawn('a.b and axb (c+)', 'a.b')).toBe('[a.b] and axb (c+)');
    expect(drawn('price (c+) up', '(c+)')).toBe('price [(c+)] up');
  });

  it('never produces markup: angle brackets stay text', () => {
    const parts = highlightParts('<b>bold</b> text', 'bold');
    expect(parts).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b> text', match: false },
    ]);
  });

  it('returns the text unmarked for an empty query, and nothing for empty text', () => {
    expect(highlightParts('abc', '  ')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightParts('', 'abc')).toEqual([]);
  });

  it('keeps the parts adding up to the text', () => {
    const text = 'Hengchuan: hydrogen, HYDRO and hydrogenation';
    expect(
      highlightParts(text, 'hydro gen')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('highlightTerms', () => {
  it('is the query and its words, longest first, without duplicates', () => {
    expect(highlightTerms('  green   hydrogen ')).toEqual(['green hydrogen', 'hydrogen', 'green']);
    expect(highlightTerms('乙烯')).toEqual(['乙烯']);
    expect(highlightTerms('')).toEqual([]);
  });
});
