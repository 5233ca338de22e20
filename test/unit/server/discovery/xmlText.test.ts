import { describe, expect, it } from 'vitest';
import { truncateText, xmlText } from '../../../../server/discovery/xmlText.js';

describe('CMS text for XML', () => {
  it('drops C0 and C1 controls, non-characters and lone surrogates', () => {
    expect(xmlText('a\u0000b\u0001c\u0008d\u001be\u007ff\u009fg')).toBe('abcdefg');
    expect(xmlText('x\ufffe\uffffy')).toBe('xy');
    expect(xmlText('lone \ud800 high, lone \udc00 low')).toBe('lone high, lone low');
  });

  it('keeps tabs and line breaks as spaces, and characters beyond the BMP', () => {
    expect(xmlText(' a\tb\r\nc ')).toBe('a b c');
    expect(xmlText('😀 化工 ]]> <b>&')).toBe('😀 化工 ]]> <b>&');
  });

  it('makes nothing of null', () => {
    expect(xmlText(null)).toBe('');
  });

  it('cuts long text at a code point with an ellipsis', () => {
    expect(truncateText('abcdef', 6)).toBe('abcdef');
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
