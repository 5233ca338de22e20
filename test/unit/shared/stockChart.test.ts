import { describe, expect, it } from 'vitest';
import { stockChartHref, stockChartTarget } from '../../../shared/api/stockChart.js';

describe('stock chart paths', () => {
  it('builds the BFF path of a symbol', () => {
    expect(stockChartHref('sz004206')).toBe('/stock-chart/sz004206');
  });

  it('fills every {code} of the configured pattern', () => {
    expect(stockChartTarget('https://x.example/{code}/{code}.png', 'sh609117')).toBe(
      'https://x.example/sh609117/sh609117.png',
    );
  });
});
