import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import type * as photoRaster from '../../../server/demo-cms/photoRaster.js';
import { rasterisePhoto } from '../../../server/demo-cms/photoRaster.js';
import { sharedPack } from './cmsClient.js';

vi.mock('../../../server/demo-cms/photoRaster.js', async (importOriginal) => {
  const original = await importOriginal<typeof photoRaster>();
  return { ...original, rasterisePhoto: vi.fn(original.rasterisePhoto) };
});

let app: FastifyInstance;
let clock = new Date('2026-03-18T02:30:00Z');

beforeAll(() => {
  ({ app } = buildDemoCms({ content: sharedPack(), now: () => clock }));
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('/cms/files', () => {
  it.each([
    ['/cms/files/images/plant-1.jpg', 1200],
    ['/cms/files/images/leader-2.jpg', 2400],
    ['/cms/files/banners/banner-1.jpg', 850],
    ['/cms/files/headers/gsxw.jpg', 300],
    ['/cms/files/backgrounds/news.jpg', 600],
  ])('serves %s as a JPEG photograph 1920 pixels wide', async (url, height) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const picture = await sharp(res.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1920, height]);
  });

  it.each(['/cms/files/logo.svg', '/cms/files/icons/contact.svg', '/cms/files/org-chart-en.svg'])(
    'serves %s as SVG',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    },
  );

  it.each(['/cms/files/images/plant-1.svg', '/cms/files/banners/banner-1.svg', '/cms/files/images/plant-1.png'])(
    'does not serve the artwork a photograph is drawn from, nor other names for it: %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it('sends a strong entity tag and an hour of caching, and answers 304 to it', async () => {
    const res = await get('/cms/files/banners/banner-2.jpg');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const again = await app.inject({
      url: '/cms/files/banners/banner-2.jpg',
      headers: { 'if-none-match': res.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(res.headers.etag);
    const svg = await get('/cms/files/logo.svg');
    const svgAgain = await app.inject({
      url: '/cms/files/logo.svg',
      headers: { 'if-none-match': `W/${svg.headers.etag}` },
    });
    expect(svgAgain.statusCode).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/cms/files/images/plant-2.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(10_000);
    expect(res.rawPayload).toHaveLength(0);
  });

  it('draws each photograph once, however many apps and requests ask for it at once', async () => {
    const pack = loadContent();
    const first = buildDemoCms({ content: pack, photoCacheDir: null }).app;
    const second = buildDemoCms({ content: pack, photoCacheDir: null }).app;
    vi.mocked(rasterisePhoto).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).inject({ url: '/cms/files/images/port-3.jpg' })),
    );
    expect(vi.mocked(rasterisePhoto)).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps drawn photographs in its photo directory for the next process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-cms-photos-'));
    try {
      vi.mocked(rasterisePhoto).mockClear();
      const first = buildDemoCms({ content: loadContent(), photoCacheDir: dir }).app;
      const drawn = await first.inject({ url: '/cms/files/images/port-4.jpg' });
      expect(await readdir(dir)).toHaveLength(1);
      // A new pack stands for a new process: nothing in memory.
      const next = buildDemoCms({ content: loadContent(), photoCacheDir: dir }).app;
      const read = await next.inject({ url: '/cms/files/images/port-4.jpg' });
      expect(vi.mocked(rasterisePhoto)).toHaveBeenCalledTimes(1);
      expect(read.rawPayload.equals(drawn.rawPayload)).toBe(true);
      expect(read.headers.etag).toBe(drawn.headers.etag);
      await Promise.all([first.close(), next.close()]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    '/cms/files/../package.json',
    '/cms/files/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/cms/files/images/..%2f..%2f..%2fcontent.ts',
    '/cms/files/',
    '/cms/files/images/',
    '/cms/files/images/nosuch.svg',
    '/cms/files/images/nosuch.jpg',
    '/cms/files/.hidden',
    '/cms/files/images/.plant-1.jpg',
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
