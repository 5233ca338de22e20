import { describe, expect, it } from 'vitest';
import { publishDate } from '../../../../shared/text/publishDate.js';

describe('publishDate', () => {
  it('is the first 10 characters of publishTime', () => {
    expect(publishDate('2026-11-03 14:20:00')).toBe('2026-11-03');
  });

  it('keeps a shorter value and is empty for none', () => {
    expect(publishDate('2026-11')).toBe('2026-11');
    expect(publishDate(null)).toBe('');
    expect(publishDate(undefined)).toBe('');
    expect(publishDate('  2026-01-02 08:00  ')).toBe('2026-01-02');
  });
});
