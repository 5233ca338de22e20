import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { loadContent } from '../../../server/demo-cms/content.js';
import type * as photoRaster from '../../../server/demo-cms/photoRaster.js';
import { rasterisePhoto } from '../../../server/demo-cms/photoRaster.js';
import { portOf, rawBody, type HttpClient } from '../../helpers/httpClient.js';
import { bodyOf, rawHead, rawHttp } from '../../helpers/rawHttp.js';
import { sharedPack, startCms } from './cmsClient.js';

vi.mock('../../../server/demo-cms/photoRaster.js', async (importOriginal) => {
  const original = await importOriginal<typeof photoRaster>();
  return { ...original, rasterisePhoto: vi.fn(original.rasterisePhoto) };
});

let app: FastifyInstance;
let http: HttpClient;
let clock = new Date('2026-03-18T02:30:00Z');

beforeAll(async () => {
  ({ app, http } = await startCms({ content: sharedPack(), now: () => clock }));
});
afterAll(() => app.close());

/** The answer with its body as received, as bytes and as text, whatever its type. */
const bytesOf = async (request: ReturnType<HttpClient['get']>) => {
  const res = await rawBody(request);
  return {
    status: res.status,
    headers: res.headers as Record<string, string>,
    bytes: res.body,
    text: res.body.toString('utf8'),
  };
};
const get = (url: string) => bytesOf(http.get(url));

describe('/cms/files', () => {
  it.each([
    ['/cms/files/images/plant-1.jpg', 1200],
    ['/cms/files/images/leader-2.jpg', 2400],
    ['/cms/files/banners/banner-1.jpg', 850],
    ['/cms/files/headers/gsxw.jpg', 300],
    ['/cms/files/backgrounds/news.jpg', 600],
  ])('serves %s as a JPEG photograph 1920 pixels wide', async (url, height) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(res.bytes.length));
    const picture = await sharp(res.bytes).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1920, height]);
  });

  it.each(['/cms/files/logo.svg', '/cms/files/icons/contact.svg', '/cms/files/org-chart-en.svg'])(
    'serves %s as SVG',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.text).toMatch(/^<svg /);
    },
  );

  it.each(['/cms/files/images/plant-1.svg', '/cms/files/banners/banner-1.svg', '/cms/files/images/plant-1.png'])(
    'does not serve the artwork a photograph is drawn from, nor other names for it: %s',
    async (url) => {
      expect((await get(url)).status).toBe(404);
    },
  );

  it('sends a strong entity tag and an hour of caching, and answers 304 to it', async () => {
    const res = await get('/cms/files/banners/banner-2.jpg');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const again = await bytesOf(
      http.get('/cms/files/banners/banner-2.jpg').set('if-none-match', res.headers.etag ?? ''),
    );
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    expect(again.headers.etag).toBe(res.headers.etag);
    const svg = await get('/cms/files/logo.svg');
    const svgAgain = await http.get('/cms/files/logo.svg').set('if-none-match', `W/${svg.headers.etag}`);
    expect(svgAgain.status).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await http.head('/cms/files/images/plant-2.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(10_000);
    // An HTTP client reads no body after a HEAD answer: on the wire, nothing follows the headers.
    expect(bodyOf(await rawHttp(portOf(app), rawHead('/cms/files/images/plant-2.jpg')))).toBe('');
  });

  it('draws each photograph once, however many apps and requests ask for it at once', async () => {
    const pack = loadContent();
    const first = await startCms({ content: pack, photoCacheDir: null });
    const second = await startCms({ content: pack, photoCacheDir: null });
    vi.mocked(rasterisePhoto).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).http.get('/cms/files/images/port-3.jpg')),
    );
    expect(vi.mocked(rasterisePhoto)).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it('keeps drawn photographs in its photo directory for the next process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-cms-photos-'));
    try {
      vi.mocked(rasterisePhoto).mockClear();
      const first = await startCms({ content: loadContent(), photoCacheDir: dir });
      const drawn = await bytesOf(first.http.get('/cms/files/images/port-4.jpg'));
      expect(await readdir(dir)).toHaveLength(1);
      // A new pack stands for a new process: nothing in memory.
      const next = await startCms({ content: loadContent(), photoCacheDir: dir });
      const read = await bytesOf(next.http.get('/cms/files/images/port-4.jpg'));
      expect(vi.mocked(rasterisePhoto)).toHaveBeenCalledTimes(1);
      expect(read.bytes.equals(drawn.bytes)).toBe(true);
      expect(read.headers.etag).toBe(drawn.headers.etag);
      await Promise.all([first.app.close(), next.app.close()]);
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

  it('is labelled in the language its path names, Chinese without one', async () => {
    const chinese = (await get('/cms/files/stock/sh609117.svg')).text;
    expect(chinese).toContain('衡川化建');
    expect((await get('/cms/files/stock/zh/sh609117.svg')).text).toBe(chinese);
    const english = (await get('/cms/files/stock/en/sz004206.svg')).text;
    expect(english).toContain('Hengchuan New Materials');
    expect(english).not.toMatch(/\p{Script=Han}/u);
    expect((await get('/cms/files/stock/fr/sh609117.svg')).status).toBe(404);
  });
});
