import { afterEach, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';

let bff: BffHarness | undefined;
afterEach(async () => bff?.close());

describe('/stock-chart/<symbol>', () => {
  it('redirects to the demo chart by default', async () => {
    bff = await startBff();
    const response = await bff.http.get('/stock-chart/sh609117');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/cms/files/stock/sh609117.svg');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('redirects to the configured finance site with the symbol filled in', async () => {
    bff = await startBff({ stockChartUrl: 'https://charts.example.com/min/{code}.gif' });
    const response = await bff.http.get('/stock-chart/609117');
    expect(response.headers.location).toBe('https://charts.example.com/min/609117.gif');
  });

  it('rejects a symbol that is not a stock code', async () => {
    bff = await startBff();
    const response = await bff.http.get('/stock-chart/..%2Fadmin');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { status: 400, code: 'BAD_REQUEST' } });
  });
});
