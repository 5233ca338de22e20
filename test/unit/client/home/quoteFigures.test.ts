import { describe, expect, it } from 'vitest';
import type { ShareQuote } from '../../../../shared/api/share.js';
import { quoteFigures, signed } from '../../../../client/src/pages/home/investor/quoteFigures.js';

const QUOTE: ShareQuote = {
  market: 'sz',
  code: '004206',
  name: '衡川新材',
  price: 22.6,
  prevClose: 22.71,
  change: -0.11,
  changePercent: -0.48,
  direction: 'down',
  time: '2026-11-22 09:39:36',
};

describe('signed', () => {
  it('writes a plus for a rise and a minus for a fall, to two decimals', () => {
    expect(signed(0.04)).toBe('+0.04');
    expect(signed(-0.05)).toBe('-0.05');
    expect(signed(1.5)).toBe('+1.50');
  });

  it('writes no sign for nothing, even for a change that rounds to nothing', () => {
    expect(signed(0)).toBe('0.00');
    expect(signed(-0.001)).toBe('0.00');
  });
});

describe('quoteFigures', () => {
  it('gives the symbol, the price and the signed change and percentage of a quote', () => {
    expect(quoteFigures(QUOTE)).toEqual({
      symbol: 'sz004206',
      price: '22.60',
      change: '-0.11',
      changePercent: '-0.48%',
    });
  });
});
