import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FALLBACK_CACHE_CONTROL } from '../../../server/images/pictureVariants.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { jpegPicture, metricValue } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;
const MAX_ORIGINAL_BYTES = 2_000_000;

beforeAll(async () => {
  bff = await startBff({}, { pictures: { concurrency: 1, maxQueued: 1, maxOriginalBytes: MAX_ORIGINAL_BYTES } });
  const files = bff.upstream.files;
  // 8000 × 5001: just over 40 megapixels, in a small file (one colour).
  const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#888888' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  files.set('images/huge.png', { body: huge, contentType: 'image/png', etag: '"huge-1"' });
  files.set('images/broken.jpg', {
    body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x42)]),
    contentType: 'image/jpeg',
    etag: '"broken-1"',
  });
  files.set('images/drawing.png', {
    body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'),
    contentType: 'image/png',
    etag: '"drawing-1"',
  });
  files.set('images/long.jpg', {
    body: Buffer.concat([await jpegPicture(640, 400), Buffer.alloc(MAX_ORIGINAL_BYTES)]),
    contentType: 'image/jpeg',
    etag: '"long-1"',
  });
  files.set('images/photo.jpg', { body: await jpegPicture(1280, 800), contentType: 'image/jpeg', etag: '"photo-1"' });
  files.set('images/other.jpg', { body: await jpegPicture(1280, 800), contentType: 'image/jpeg', etag: '"other-1"' });
});
afterAll(async () => bff.close());
beforeEach(() => bff.upstream.reset());

const get = (url: string) => bff.http.get(url);

describe('pictures variants cannot be made of', () => {
  it('refuses an original over 40 megapixels with 413 before decoding it', async () => {
    const response = await get('/cms/files/images/huge.png?w=320');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('8000 × 5001') },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses an original longer than the byte limit with 413', async () => {
    const response = await get('/cms/files/images/long.jpg?w=320');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 502 for a picture that cannot be decoded, and keeps serving', async () => {
    const response = await get('/cms/files/images/broken.jpg?w=320');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      error: { status: 502, code: 'BAD_UPSTREAM_RESPONSE', message: 'The CMS sent a picture that cannot be read' },
    });
    expect((await get('/cms/files/images/photo.jpg?w=320')).status).toBe(200);
  });

  it('does not rasterise an SVG that calls itself a PNG', async () => {
    const response = await get('/cms/files/images/drawing.png?w=320');
    expect(response.status).toBe(502);
  });

  it('counts the failures', async () => {
    const before = await metricValue(bff.http, 'bff_image_variants_total', 'event="error"');
    await get('/cms/files/images/broken.jpg?w=640');
    await get('/cms/files/images/huge.png?w=640');
    expect(await metricValue(bff.http, 'bff_image_variants_total', 'event="error"')).toBe(before + 2);
  });

  it('sends the original untouched without w, however large', async () => {
    const response = await get('/cms/files/images/huge.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});

describe('a full picture queue', () => {
  /** Takes every place of the queue (one job running, one waiting) until the returned function is called. */
  function fillQueue(): () => Promise<void> {
    const { maker } = bff.app.pictures;
    let release = (): void => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobs = [maker.schedule(() => blocked), maker.schedule(async () => undefined)];
    return async () => {
      release();
      await Promise.all(jobs);
    };
  }

  it('answers the original in the variant’s place, kept briefly, and the variant once there is room', async () => {
    const free = fillQueue();
    const response = await rawBody(get('/cms/files/images/other.jpg?w=640').set('accept', 'image/avif,image/webp'));
    await free();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(FALLBACK_CACHE_CONTROL);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['surrogate-key']).toBe('file:images/other.jpg');
    expect(response.headers['retry-after']).toBeUndefined();
    expect((await sharp(response.body).metadata()).width).toBe(1280);
    expect(await metricValue(bff.http, 'bff_image_variants_total', 'event="fallback"')).toBe(1);
    const variant = await rawBody(get('/cms/files/images/other.jpg?w=640').set('accept', 'image/webp'));
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.body).metadata()).width).toBe(640);
    expect(variant.headers.etag).not.toBe(response.headers.etag);
  });

  it('fails only when the original fails', async () => {
    const free = fillQueue();
    const missing = await get('/cms/files/images/none.jpg?w=640');
    const broken = await get('/cms/files/images/broken.jpg?w=640');
    await free();
    expect(missing.status).toBe(404);
    expect(broken.status).toBe(502);
  });
});
