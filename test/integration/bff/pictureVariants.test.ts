import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../../../shared/images/pictureWidths.js';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { gifAnimation, jpegPicture, pngPicture } from '../../helpers/pictureFixtures.js';
import { bodyOf, rawHead, rawHttp } from '../../helpers/rawHttp.js';

let bff: BffHarness;
let photo: Buffer;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

beforeAll(async () => {
  bff = await startBff();
  photo = await jpegPicture(1920, 1200);
  const files = bff.upstream.files;
  files.set('images/photo.jpg', { body: photo, contentType: 'image/jpeg', etag: '"photo-1"' });
  files.set('images/turned.jpg', {
    body: await jpegPicture(1200, 800, 6),
    contentType: 'image/jpeg',
    etag: '"turned-1"',
  });
  files.set('images/small.png', { body: await pngPicture(500, 300), contentType: 'image/png', etag: '"small-1"' });
  files.set('images/moving.gif', { body: await gifAnimation(400, 300), contentType: 'image/gif', etag: '"gif-1"' });
  files.set('images/untagged.jpg', { body: photo, contentType: 'image/jpeg' });
  files.set('images/drawing.svg', { body: SVG, contentType: 'image/svg+xml', etag: '"svg-1"' });
  files.set('docs/report.pdf', { body: Buffer.from('%PDF-1.4'), contentType: 'application/pdf', etag: '"pdf-1"' });
});
afterAll(async () => bff.close());
beforeEach(() => bff.upstream.reset());

/** A GET request, with `Accept` when given (none otherwise). */
const request = (url: string, accept?: string) => {
  const test = bff.http.get(url);
  return accept === undefined ? test : test.set('accept', accept);
};
/** The answer with its body as the bytes received. */
const get = (url: string, accept?: string) => rawBody(request(url, accept));

async function pictureOf(payload: Buffer) {
  return sharp(payload).metadata();
}

describe('/cms/files/<picture>?w=<width>', () => {
  it.each(PICTURE_WIDTHS)('makes a variant %i pixels wide, keeping the proportions', async (width) => {
    const response = await get(`/cms/files/images/photo.jpg?w=${width}`);
    expect(response.status).toBe(200);
    const picture = await pictureOf(response.body);
    expect(picture.width).toBe(width);
    expect(picture.height).toBe(Math.round((width * 1200) / 1920));
  });

  it.each(['100', '641', '0', '-320', '320.0', '0320', ' 320', '1e3', 'abc', '', '99999999999'])(
    'refuses w=%j with 400 and the JSON error shape, without asking the CMS',
    async (value) => {
      const response = await request(`/cms/files/images/photo.jpg?w=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: { status: 400, code: 'BAD_REQUEST', message: expect.stringContaining('320, 640, 960, 1280, 1920') },
      });
      expect(bff.upstream.calls).toHaveLength(0);
    },
  );

  it('refuses two widths at once', async () => {
    const response = await request('/cms/files/images/photo.jpg?w=320&w=640');
    expect(response.status).toBe(400);
  });

  it('ignores other query parameters', async () => {
    const response = await get('/cms/files/images/photo.jpg?v=3&w=320&size=9000');
    expect(response.status).toBe(200);
    expect((await pictureOf(response.body)).width).toBe(320);
  });

  it('writes AVIF for a browser that names it, and says the answer varies with Accept', async () => {
    const response = await get('/cms/files/images/photo.jpg?w=640', CHROME_ACCEPT);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers.vary).toBe('Accept');
    expect((await pictureOf(response.body)).format).toBe('heif');
  });

  it('writes WebP for a browser that names WebP but not AVIF', async () => {
    const response = await get('/cms/files/images/photo.jpg?w=640', 'image/webp,*/*');
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await pictureOf(response.body)).format).toBe('webp');
  });

  it('keeps the original format for a browser that names neither, wildcards or not', async () => {
    for (const accept of [undefined, '*/*', 'image/*', 'image/avif;q=0, image/webp;q=0, image/*']) {
      const response = await get('/cms/files/images/photo.jpg?w=640', accept);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers.vary).toBe('Accept');
      expect((await pictureOf(response.body)).format).toBe('jpeg');
    }
    const png = await get('/cms/files/images/small.png?w=320', 'image/jpeg');
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('never makes a picture wider than its original: larger widths give the original width, re-encoded', async () => {
    const at1920 = await get('/cms/files/images/small.png?w=1920', 'image/webp');
    const at960 = await get('/cms/files/images/small.png?w=960', 'image/webp');
    const picture = await pictureOf(at1920.body);
    expect([picture.width, picture.height, picture.format]).toEqual([500, 300, 'webp']);
    // Both widths are one variant, with one entity tag.
    expect(at960.headers.etag).toBe(at1920.headers.etag);
  });

  it('applies the EXIF orientation and leaves every piece of metadata out', async () => {
    for (const accept of [undefined, 'image/webp', 'image/avif']) {
      const response = await get('/cms/files/images/turned.jpg?w=640', accept);
      const picture = await pictureOf(response.body);
      // Stored 1200 × 800 and turned a quarter by its orientation: 800 × 1200 as seen, 640 × 960 here.
      expect([picture.width, picture.height]).toEqual([640, 960]);
      expect(picture.orientation).toBeUndefined();
      expect(picture.exif).toBeUndefined();
      expect(picture.icc).toBeUndefined();
      expect(picture.xmp).toBeUndefined();
    }
  });

  it('turns an animated GIF into its first frame', async () => {
    const response = await get('/cms/files/images/moving.gif?w=320');
    expect(response.headers['content-type']).toBe('image/gif');
    const picture = await pictureOf(response.body);
    expect(picture.pages ?? 1).toBe(1);
    expect([picture.width, picture.height]).toEqual([320, 240]);
    const { data } = await sharp(response.body).raw().toBuffer({ resolveWithObject: true });
    // The first frame is red.
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });

  it("sends a variant with the original's cache header, its own entity tag and the file sandbox", async () => {
    const response = await get('/cms/files/images/photo.jpg?w=320');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.etag).not.toBe('"photo-1"');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('gives every width and format its own entity tag', async () => {
    const tags = new Set<string | undefined>();
    for (const accept of ['image/avif', 'image/webp', 'image/jpeg']) {
      for (const width of [320, 640])
        tags.add((await get(`/cms/files/images/photo.jpg?w=${width}`, accept)).headers.etag);
    }
    expect(tags.size).toBe(6);
  });

  it('answers 304 to a request holding the variant', async () => {
    const first = await get('/cms/files/images/photo.jpg?w=320', 'image/webp');
    const again = await rawBody(
      request('/cms/files/images/photo.jpg?w=320', 'image/webp').set('if-none-match', String(first.headers.etag)),
    );
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.vary).toBe('Accept');
    expect(again.headers['cache-control']).toBe('public, max-age=600');
  });

  it('keeps the original cache header when the CMS sends no entity tag', async () => {
    const response = await get('/cms/files/images/untagged.jpg?w=320');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect((await pictureOf(response.body)).width).toBe(320);
  });

  it('answers HEAD with the variant headers and no body', async () => {
    const response = await bff.http.head('/cms/files/images/photo.jpg?w=640');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    // An HTTP client reads no body after a HEAD answer: on the wire, nothing follows the headers.
    expect(bodyOf(await rawHttp(bff.port, rawHead('/cms/files/images/photo.jpg?w=640')))).toBe('');
  });

  it('makes nothing for a host the site does not serve: 421 before the CMS is asked', async () => {
    const response = await request('/cms/files/images/photo.jpg?w=640').set('host', 'evil.example');
    expect(response.status).toBe(421);
    expect(response.body).toMatchObject({ error: { status: 421, code: 'MISDIRECTED_REQUEST' } });
    expect(bff.upstream.calls).toHaveLength(0);
  });

  it('passes 404 through as the JSON error', async () => {
    const response = await request('/cms/files/images/missing.jpg?w=320');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { status: 404, code: 'NOT_FOUND' } });
  });
});

describe('files that get no variant', () => {
  it('serves the original exactly as before without w', async () => {
    const response = await get('/cms/files/images/photo.jpg', CHROME_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.body.equals(photo)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toBe('"photo-1"');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers.vary).toBeUndefined();
  });

  it('passes an SVG through untouched with w', async () => {
    const response = await get('/cms/files/images/drawing.svg?w=640', CHROME_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.body.equals(SVG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers.etag).toBe('"svg-1"');
  });

  it('passes a document through untouched with w', async () => {
    const response = await get('/cms/files/docs/report.pdf?w=320');
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe('%PDF-1.4');
  });
});
