import { describe, expect, it } from 'vitest';
import { stockChartHref, stockChartTarget } from '../../../shared/api/stockChart.js';

describe('stock chart paths', () => {
  it('builds the BFF path of a symbol, naming English as page URLs do', () => {
    expect(stockChartHref('sz004206', 'zh')).toBe('/stock-chart/sz004206');
    expect(stockChartHref('sz004206', 'en')).toBe('/stock-chart/sz004206?lang=en');
  });

  it('fills every {code} and {lang} of the configured pattern', () => {
    expect(stockChartTarget('https://x.example/{code}/{code}.png', 'sh609117', 'en')).toBe(
      'https://x.example/sh609117/sh609117.png',
    );
    expect(stockChartTarget('/cms/files/stock/{lang}/{code}.svg', 'sh609117', 'en')).toBe(
      '/cms/files/stock/en/sh609117.svg',
    );
  });
});
