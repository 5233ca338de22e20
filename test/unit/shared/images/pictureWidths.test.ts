import { describe, expect, it } from 'vitest';
import { isPictureWidth, PICTURE_WIDTHS } from '../../../../shared/images/pictureWidths.js';

describe('PICTURE_WIDTHS', () => {
  it('is the fixed list, narrowest first', () => {
    expect(PICTURE_WIDTHS).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('recognises only its own widths', () => {
    expect(PICTURE_WIDTHS.every(isPictureWidth)).toBe(true);
    expect([0, 319, 321, 2560, Number.NaN].some(isPictureWidth)).toBe(false);
  });
});
