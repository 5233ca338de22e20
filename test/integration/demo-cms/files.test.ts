import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rawBody, type HttpClient } from '../../helpers/httpClient.js';
import { sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;
let clock = new Date('2026-03-18T02:30:00Z');

beforeAll(async () => {
  ({ app, http } = await startCms({ content: sharedPack(), now: () => clock }));
});
afterAll(() => app.close());

/** The answer with its body as text, whatever its type (superagent keeps images as bytes). */
const get = async (url: string) => {
  const res = await rawBody(http.get(url));
  return { status: res.status, headers: res.headers as Record<string, string>, text: res.body.toString('utf8') };
};

describe('/cms/files', () => {
  it('serves a pool picture as SVG', async () => {
    const res = await get('/cms/files/images/plant-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.text).toMatch(/^<svg /);
  });

  it.each(['/cms/files/logo.svg', '/cms/files/banners/banner-1.svg', '/cms/files/icons/contact.svg'])(
    'serves %s',
    async (url) => {
      expect((await get(url)).status).toBe(200);
    },
  );

  it.each([
    '/cms/files/../package.json',
    '/cms/files/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/cms/files/images/..%2f..%2f..%2fcontent.ts',
    '/cms/files/',
    '/cms/files/images/',
    '/cms/files/images/nosuch.svg',
  ])('does not serve %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('"name": "group-website"');
  });
});

describe('/cms/files/stock/<code>.svg', () => {
  it.each(['sh609117', 'sz004206', '609117'])('draws a chart for %s', async (code) => {
    const res = await get(`/cms/files/stock/${code}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.text).toContain('<polyline');
  });

  it('is the same all day long for the same time', async () => {
    const first = (await get('/cms/files/stock/sh609117.svg')).text;
    expect((await get('/cms/files/stock/sh609117.svg')).text).toBe(first);
  });

  it('changes from one day to the next', async () => {
    const today = (await get('/cms/files/stock/sz004206.svg')).text;
    clock = new Date('2026-03-19T02:30:00Z');
    const tomorrow = (await get('/cms/files/stock/sz004206.svg')).text;
    clock = new Date('2026-03-18T02:30:00Z');
    expect(tomorrow).not.toBe(today);
  });

  it.each(['sh600000', 'xx609117', 'sh609117.png'])('answers 404 for %s', async (code) => {
    expect((await get(`/cms/files/stock/${code}.svg`)).status).toBe(404);
  });
});
