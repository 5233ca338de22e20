import { describe, expect, it } from 'vitest';
import { isPictureWidth, PICTURE_WIDTHS } from '../../../../shared/images/pictureWidths.js';

describe('PICTURE_WIDTHS', () => {
  it('goes from narrowest to widest, the widest a desktop screen across', () => {
    expect([...PICTURE_WIDTHS].sort((a, b) => a - b)).toEqual(PICTURE_WIDTHS);
    expect(new Set(PICTURE_WIDTHS).size).toBe(PICTURE_WIDTHS.length);
    expect(PICTURE_WIDTHS.at(-1)).toBeGreaterThanOrEqual(1920);
  });

  it('recognises only its own widths', () => {
    expect(PICTURE_WIDTHS.every(isPictureWidth)).toBe(true);
    expect([0, 319, 321, 2560, Number.NaN].some(isPictureWidth)).toBe(false);
  });
});
