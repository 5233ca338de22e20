import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FALLBACK_CACHE_CONTROL } from '../../../server/images/pictureVariants.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { jpegPicture, metricValue, transparentPng, wideGamutJpeg } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;
const PATH = '/cms/files/images/photo.jpg';
const CARD = `${PATH}?card=1`;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

let originals: { path: string; body: Buffer; contentType: string }[];
let version = 0;

beforeAll(async () => {
  // One job at a time and one waiting, so a test can fill the queue.
  bff = await startBff({}, { pictures: { concurrency: 1, maxQueued: 1 } });
  originals = [
    { path: 'images/photo.jpg', body: await jpegPicture(1920, 1200), contentType: 'image/jpeg' },
    { path: 'images/turned.jpg', body: await jpegPicture(1200, 800, 6), contentType: 'image/jpeg' },
    { path: 'images/small.png', body: await transparentPng(300, 200), contentType: 'image/png' },
    { path: 'images/p3.jpg', body: await wideGamutJpeg(1600, 900), contentType: 'image/jpeg' },
    { path: 'images/drawing.svg', body: SVG, contentType: 'image/svg+xml' },
  ];
});
afterAll(async () => bff.close());
beforeEach(() => {
  bff.upstream.reset();
  // A new version of each original for every test: no card is left in the picture cache from the last one.
  version += 1;
  for (const { path, body, contentType } of originals) {
    bff.upstream.files.set(path, { body, contentType, etag: `"${path}-${version}"` });
  }
});

/** The answer with its body as the bytes received. */
const get = (url: string, headers: Record<string, string> = {}) => rawBody(bff.http.get(url).set(headers));

/** The metrics this file reads; the BFF serves every test, so each test looks at what its requests added. */
async function counters() {
  const read = (name: string, labels: string) => metricValue(bff.http, name, labels);
  return {
    downloads: await read('bff_image_original_fetches_total', 'result="fetched"'),
    revalidated: await read('bff_image_original_fetches_total', 'result="not_modified"'),
    made: await read('bff_image_variants_total', 'event="made",kind="card"'),
    hits: await read('bff_image_variants_total', 'event="hit",kind="card"'),
    fallbacks: await read('bff_image_variants_total', 'event="fallback",kind="card"'),
    timed: await read('bff_image_variant_duration_seconds_count', 'kind="card"'),
  };
}

/** What the requests of `run` added to each counter. */
async function added(run: () => Promise<void>): Promise<Awaited<ReturnType<typeof counters>>> {
  const before = await counters();
  await run();
  const after = await counters();
  return {
    downloads: after.downloads - before.downloads,
    revalidated: after.revalidated - before.revalidated,
    made: after.made - before.made,
    hits: after.hits - before.hits,
    fallbacks: after.fallbacks - before.fallbacks,
    timed: after.timed - before.timed,
  };
}

describe('/cms/files/<picture>?card=1', () => {
  it('makes a 1200 × 630 progressive JPEG without metadata', async () => {
    const response = await get(CARD);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    const card = await sharp(response.body).metadata();
    expect([card.width, card.height, card.format, card.isProgressive]).toEqual([1200, 630, 'jpeg', true]);
    expect([card.exif, card.icc, card.xmp, card.orientation]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('crops a picture turned by its EXIF orientation after turning it', async () => {
    const response = await get('/cms/files/images/turned.jpg?card=1');
    const card = await sharp(response.body).metadata();
    expect([card.width, card.height, card.orientation, card.exif]).toEqual([1200, 630, undefined, undefined]);
  });

  it('enlarges a small original, and puts its transparent parts on white', async () => {
    const response = await get('/cms/files/images/small.png?card=1');
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3]);
    // The bottom-right corner was transparent.
    const last = data.length - 3;
    expect([data[last], data[last + 1], data[last + 2]].every((value) => (value ?? 0) > 245)).toBe(true);
  });

  it('converts a wide-gamut picture to sRGB and leaves its profile out', async () => {
    const card = await sharp((await get('/cms/files/images/p3.jpg?card=1')).body).metadata();
    expect([card.space, card.icc]).toEqual(['srgb', undefined]);
  });

  it('is a JPEG whatever the request accepts, and does not vary with Accept', async () => {
    const tags = new Set<string>();
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp', 'text/html, */*;q=0.1', '']) {
      const response = await get(CARD, accept === '' ? {} : { accept });
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers.vary).toBeUndefined();
      tags.add(String(response.headers.etag));
    }
    expect(tags.size).toBe(1);
  });

  it('is kept: the second request is a hit, from one download of the original and one card made', async () => {
    const answers: Awaited<ReturnType<typeof get>>[] = [];
    const counted = await added(async () => {
      answers.push(await get(CARD), await get(CARD));
    });
    const [first, second] = answers;
    expect([first?.headers['x-cache'], second?.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    expect(counted).toEqual({ downloads: 1, revalidated: 1, made: 1, hits: 1, fallbacks: 0, timed: 1 });
  });

  it('shares one download of the original with the width variants', async () => {
    const counted = await added(async () => {
      await get(`${PATH}?w=640`);
      expect((await get(CARD)).headers['x-cache']).toBe('MISS');
    });
    expect([counted.downloads, counted.made]).toEqual([1, 1]);
  });

  it('has an entity tag of its own and answers 304 to a request holding it', async () => {
    const first = await get(CARD);
    const variant = await get(`${PATH}?w=1280`, { accept: 'image/jpeg' });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.etag).not.toBe(variant.headers.etag);
    const again = await get(CARD, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers['cache-control']).toBe('public, max-age=600');
  });

  it("names its original in Surrogate-Key and keeps the original's cache header", async () => {
    const response = await get(CARD);
    expect(response.headers['surrogate-key']).toBe('file:images/photo.jpg');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it.each(['card=0', 'card=2', 'card=true', 'card=yes', 'card=', 'card', 'card=01', 'card=1%20', 'card=1&card=1'])(
    'refuses %s with 400 and the JSON error shape, without asking the CMS',
    async (query) => {
      const response = await bff.http.get(`${PATH}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: { status: 400, code: 'BAD_REQUEST', message: expect.stringContaining('card') },
      });
      expect(bff.upstream.calls).toHaveLength(0);
    },
  );

  it('refuses a width and a card together', async () => {
    for (const query of ['w=640&card=1', 'card=1&w=640']) {
      const response = await bff.http.get(`${PATH}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { status: 400, code: 'BAD_REQUEST' } });
    }
    expect(bff.upstream.calls).toHaveLength(0);
  });

  it('passes an SVG through untouched', async () => {
    const response = await get('/cms/files/images/drawing.svg?card=1');
    expect(response.status).toBe(200);
    expect(response.body.equals(SVG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('sends the original in its place while the queue is full, kept briefly, and the card once there is room', async () => {
    const { maker } = bff.app.pictures;
    let release = (): void => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobs = [maker.schedule(() => blocked), maker.schedule(async () => undefined)];
    let fallback: Awaited<ReturnType<typeof get>> | undefined;
    const counted = await added(async () => {
      fallback = await get(CARD);
    });
    release();
    await Promise.all(jobs);
    if (fallback === undefined) throw new Error('no answer');
    expect(fallback.status).toBe(200);
    expect(fallback.headers['cache-control']).toBe(FALLBACK_CACHE_CONTROL);
    expect(fallback.headers.vary).toBeUndefined();
    expect((await sharp(fallback.body).metadata()).width).toBe(1920);
    expect(counted.fallbacks).toBe(1);
    const card = await get(CARD);
    expect((await sharp(card.body).metadata()).width).toBe(1200);
    expect(card.headers.etag).not.toBe(fallback.headers.etag);
  });
});
