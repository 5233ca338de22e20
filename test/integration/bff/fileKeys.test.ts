import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;

beforeAll(async () => {
  bff = await startBff();
  const photo = await jpegPicture(800, 500);
  const files = bff.upstream.files;
  files.set('images/photo.jpg', { body: photo, contentType: 'image/jpeg', etag: '"photo-1"' });
  // The scripted CMS looks files up by the path as requested, which the BFF writes percent-encoded.
  files.set('images/%E5%8E%82%E5%8C%BA%201.jpg', { body: photo, contentType: 'image/jpeg', etag: '"plant-1"' });
  files.set('images/own.jpg', { body: photo, contentType: 'image/jpeg', etag: '"own-1"', cacheControl: 'private' });
  files.set('docs/report.pdf', { body: Buffer.from('%PDF-1.4'), contentType: 'application/pdf', etag: '"pdf-1"' });
});
afterAll(async () => bff.close());

describe('the surrogate key of a file', () => {
  it('names a picture variant by its original', async () => {
    const response = await bff.http.get('/cms/files/images/photo.jpg?w=320').set('accept', 'image/webp');
    expect(response.status).toBe(200);
    expect(response.headers['surrogate-key']).toBe('file:images/photo.jpg');
  });

  it('names a file passed through, and its revalidation', async () => {
    const response = await bff.http.get('/cms/files/docs/report.pdf');
    expect(response.headers['surrogate-key']).toBe('file:docs/report.pdf');
    const revalidated = await bff.http.get('/cms/files/docs/report.pdf').set('if-none-match', '"pdf-1"');
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['surrogate-key']).toBe('file:docs/report.pdf');
  });

  it('writes the path as URLs do, however the request spelled it', async () => {
    const upper = await bff.http.get('/cms/files/images/%E5%8E%82%E5%8C%BA%201.jpg?w=320');
    expect(upper.status).toBe(200);
    const lower = await bff.http.get('/cms/files/images/%e5%8e%82%e5%8c%ba%201.jpg');
    expect(upper.headers['surrogate-key']).toBe('file:images/%E5%8E%82%E5%8C%BA%201.jpg');
    expect(lower.headers['surrogate-key']).toBe('file:images/%E5%8E%82%E5%8C%BA%201.jpg');
  });

  it('is not sent for a file the CMS keeps private, nor for a missing one', async () => {
    const own = await bff.http.get('/cms/files/images/own.jpg?w=320');
    expect(own.status).toBe(200);
    expect(own.headers['surrogate-key']).toBeUndefined();
    expect((await bff.http.get('/cms/files/images/own.jpg')).headers['surrogate-key']).toBeUndefined();
    const missing = await bff.http.get('/cms/files/images/none.jpg');
    expect(missing.status).toBe(404);
    expect(missing.headers['surrogate-key']).toBeUndefined();
  });
});
