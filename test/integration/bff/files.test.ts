import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { bodyOf, rawHead, rawHttp } from '../../helpers/rawHttp.js';

let bff: BffHarness;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array<number>(2000).fill(7)]);

beforeAll(async () => {
  bff = await startBff();
  bff.upstream.files.set('images/plant-1.svg', { body: SVG, contentType: 'image/svg+xml', etag: '"svg-1"' });
  bff.upstream.files.set('images/photo.png', { body: PNG, contentType: 'image/png', etag: '"png-1"' });
  bff.upstream.files.set('docs/%E5%B9%B4%E6%8A%A5.pdf', {
    body: Buffer.from('%PDF-1.4'),
    contentType: 'application/pdf',
  });
});
afterAll(async () => bff.close());
beforeEach(() => bff.upstream.reset());

describe('/cms/files', () => {
  it('streams a file with its type, length, entity tag and cache headers', async () => {
    const response = await rawBody(bff.http.get('/cms/files/images/plant-1.svg'));
    expect(response.status).toBe(200);
    expect(response.body.equals(SVG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-length']).toBe(String(SVG.length));
    expect(response.headers.etag).toBe('"svg-1"');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('answers HEAD with the headers and no body, asking the upstream with HEAD', async () => {
    const response = await bff.http.head('/cms/files/images/photo.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(bff.upstream.calls[0]?.method).toBe('HEAD');
    // An HTTP client reads no body after a HEAD answer: on the wire, nothing follows the headers.
    expect(bodyOf(await rawHttp(bff.port, rawHead('/cms/files/images/photo.png')))).toBe('');
  });

  it('passes 304 through for a matching If-None-Match', async () => {
    const response = await bff.http.get('/cms/files/images/photo.png').set('if-none-match', '"png-1"');
    expect(response.status).toBe(304);
  });

  it('passes 404 through as a JSON error', async () => {
    const response = await bff.http.get('/cms/files/images/missing.svg');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { status: 404, code: 'NOT_FOUND' } });
  });

  it('does not compress images that are already compressed', async () => {
    const response = await rawBody(bff.http.get('/cms/files/images/photo.png').set('accept-encoding', 'gzip'));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(PNG)).toBe(true);
  });

  it('keeps encoded non-ASCII file names intact', async () => {
    const response = await rawBody(bff.http.get('/cms/files/docs/%E5%B9%B4%E6%8A%A5.pdf'));
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe('%PDF-1.4');
  });

  it('does not pass the query string or cookies to the upstream', async () => {
    await bff.http.get('/cms/files/images/plant-1.svg?v=2').set('cookie', 'session=1');
    expect(bff.upstream.calls[0]?.path).toBe('/cms/files/images/plant-1.svg');
    expect(bff.upstream.calls[0]?.headers.cookie).toBeUndefined();
  });

  it('sandboxes files opened as documents', async () => {
    const response = await bff.http.get('/cms/files/images/plant-1.svg');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses other methods', async () => {
    const response = await bff.http.post('/cms/files/images/plant-1.svg');
    expect(response.status).toBe(404);
    expect(bff.upstream.calls).toHaveLength(0);
  });
});
