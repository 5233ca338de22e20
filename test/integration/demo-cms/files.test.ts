import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { sharedPack } from './cmsClient.js';

let app: FastifyInstance;
let clock = new Date('2026-03-18T02:30:00Z');

beforeAll(() => {
  ({ app } = buildDemoCms({ content: sharedPack(), now: () => clock }));
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('/cms/files', () => {
  it('serves a pool picture as SVG', async () => {
    const res = await get('/cms/files/images/plant-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
  });

  it.each(['/cms/files/logo.svg', '/cms/files/banners/banner-1.svg', '/cms/files/icons/contact.svg'])(
    'serves %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
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
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('"name": "group-website"');
  });
});

describe('/cms/files/stock/<code>.svg', () => {
  it.each(['sh609117', 'sz004206', '609117'])('draws a chart for %s', async (code) => {
    const res = await get(`/cms/files/stock/${code}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<polyline');
  });

  it('is the same all day long for the same time', async () => {
    const first = (await get('/cms/files/stock/sh609117.svg')).body;
    expect((await get('/cms/files/stock/sh609117.svg')).body).toBe(first);
  });

  it('changes from one day to the next', async () => {
    const today = (await get('/cms/files/stock/sz004206.svg')).body;
    clock = new Date('2026-03-19T02:30:00Z');
    const tomorrow = (await get('/cms/files/stock/sz004206.svg')).body;
    clock = new Date('2026-03-18T02:30:00Z');
    expect(tomorrow).not.toBe(today);
  });

  it.each(['sh600000', 'xx609117', 'sh609117.png'])('answers 404 for %s', async (code) => {
    expect((await get(`/cms/files/stock/${code}.svg`)).statusCode).toBe(404);
  });
});
