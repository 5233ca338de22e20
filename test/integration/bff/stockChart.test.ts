import { afterEach, describe, expect, it } from 'vitest';
import { startDemoSite, type DemoSite } from '../discovery/demoSite.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';

let bff: BffHarness | undefined;
let demo: DemoSite | undefined;
afterEach(async () => {
  await bff?.close();
  await demo?.close();
  bff = demo = undefined;
});

describe('/stock-chart/<symbol>', () => {
  it("redirects to the demo chart in the page's language: Chinese bare, English with ?lang=en", async () => {
    bff = await startBff();
    for (const [url, location] of [
      ['/stock-chart/sh609117', '/cms/files/stock/zh/sh609117.svg'],
      ['/stock-chart/sh609117?lang=zh', '/cms/files/stock/zh/sh609117.svg'],
      ['/stock-chart/sh609117?lang=en', '/cms/files/stock/en/sh609117.svg'],
    ]) {
      const response = await bff.http.get(url ?? '');
      expect([url, response.status, response.headers.location]).toEqual([url, 302, location]);
      // Kept by URL, whose query names the language.
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('redirects to the configured finance site with the symbol and the language filled in', async () => {
    bff = await startBff({ stockChartUrl: 'https://charts.example.com/{lang}/min/{code}.gif' });
    const response = await bff.http.get('/stock-chart/609117?lang=en');
    expect(response.headers.location).toBe('https://charts.example.com/en/min/609117.gif');
  });

  it('sends both languages to one chart when the configured pattern names no language', async () => {
    bff = await startBff({ stockChartUrl: 'https://charts.example.com/min/{code}.gif' });
    for (const url of ['/stock-chart/609117', '/stock-chart/609117?lang=en']) {
      expect((await bff.http.get(url)).headers.location).toBe('https://charts.example.com/min/609117.gif');
    }
  });

  it('rejects a symbol that is not a stock code, and a language the site does not have', async () => {
    bff = await startBff();
    for (const url of [
      '/stock-chart/..%2Fadmin',
      '/stock-chart/sh609117?lang=fr',
      '/stock-chart/sh609117?lang=en&lang=zh',
    ]) {
      const response = await bff.http.get(url);
      expect([url, response.status]).toEqual([url, 400]);
      expect(response.body).toMatchObject({ error: { status: 400, code: 'BAD_REQUEST' } });
    }
  });

  it('draws the demo chart labelled in the language the URL names', async () => {
    demo = await startDemoSite();
    for (const [lang, name, other] of [
      ['zh', '衡川化建', 'Hengchuan'],
      ['en', 'Hengchuan Chemical Construction', '衡川'],
    ] as const) {
      const sent = await demo.http.get(`/stock-chart/sh609117${lang === 'en' ? '?lang=en' : ''}`);
      const chart = await demo.http.get(String(sent.headers.location)).buffer(true);
      expect([lang, chart.status, chart.headers['content-type']]).toEqual([lang, 200, 'image/svg+xml; charset=utf-8']);
      const svg = String(chart.body);
      expect(svg).toContain(`<title>${name} sh609117 `);
      expect(svg).not.toContain(other);
    }
  });
});
