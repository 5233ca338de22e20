import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { jpegPicture, metricValue } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;
const PATH = '/cms/files/images/photo.jpg';

beforeEach(async () => {
  bff = await startBff();
  bff.upstream.files.set('images/photo.jpg', {
    body: await jpegPicture(1920, 1200),
    contentType: 'image/jpeg',
    etag: '"photo-1"',
  });
});
afterEach(async () => bff.close());

/** The answer with its body as the bytes received. */
const get = (url: string, headers: Record<string, string> = {}) => rawBody(bff.http.get(url).set(headers));
const made = () => metricValue(bff.http, 'bff_image_variants_total', 'event="made"');
const hits = () => metricValue(bff.http, 'bff_image_variants_total', 'event="hit"');
const downloads = () => metricValue(bff.http, 'bff_image_original_fetches_total', 'result="fetched"');
const fileCalls = () => bff.upstream.calls.filter((call) => call.path === PATH);

describe('the picture cache', () => {
  it('answers a second request from the cache, asking the CMS only whether the original changed', async () => {
    const first = await get(`${PATH}?w=640`);
    const second = await get(`${PATH}?w=640`);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body.equals(first.body)).toBe(true);
    expect([await made(), await hits()]).toEqual([1, 1]);
    const calls = fileCalls();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['if-none-match']).toBeUndefined();
    expect(calls[1]?.headers['if-none-match']).toBe('"photo-1"');
    expect(await metricValue(bff.http, 'bff_image_original_fetches_total', 'result="not_modified"')).toBe(1);
  });

  it('downloads the original once for every width and format made of it', async () => {
    for (const width of [320, 640, 960, 1280, 1920]) {
      for (const accept of ['image/avif', 'image/webp', 'image/jpeg']) {
        expect((await get(`${PATH}?w=${width}`, { accept })).status).toBe(200);
      }
    }
    expect(await downloads()).toBe(1);
    expect(await made()).toBe(15);
  });

  it('makes new variants when the CMS has a new version of the original', async () => {
    const before = await get(`${PATH}?w=640`);
    bff.upstream.files.set('images/photo.jpg', {
      body: await jpegPicture(1600, 1600),
      contentType: 'image/jpeg',
      etag: '"photo-2"',
    });
    const after = await get(`${PATH}?w=640`);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await sharp(after.body).metadata()).height).toBe(640);
    expect(await downloads()).toBe(2);
  });

  it('makes one variant for 20 requests arriving together, from one download', async () => {
    const gate = bff.upstream.hold();
    // rawBody sends at once: the 20 requests are under way while the CMS holds its answer.
    const answers = Array.from({ length: 20 }, () => get(`${PATH}?w=960`, { accept: 'image/webp' }));
    await bff.upstream.nextCall(PATH);
    gate.release();
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.status)).toEqual(Array<number>(20).fill(200));
    expect(new Set(responses.map((r) => r.body.toString('base64'))).size).toBe(1);
    expect(await made()).toBe(1);
    expect(await hits()).toBe(19);
    expect(await downloads()).toBe(1);
    expect(await metricValue(bff.http, 'bff_image_variant_duration_seconds_count', 'format="webp"')).toBe(1);
  });

  it('does not send the visitor’s own If-None-Match to the CMS', async () => {
    await get(`${PATH}?w=320`, { 'if-none-match': '"something-else"' });
    expect(fileCalls()[0]?.headers['if-none-match']).toBeUndefined();
  });

  it('keeps nothing of an original the CMS marks private, and passes its cache header on', async () => {
    bff.upstream.files.set('images/private.jpg', {
      body: await jpegPicture(800, 600),
      contentType: 'image/jpeg',
      etag: '"private-1"',
      cacheControl: 'private, max-age=60',
    });
    const first = await get('/cms/files/images/private.jpg?w=320');
    const second = await get('/cms/files/images/private.jpg?w=320');
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(
      bff.upstream.calls.filter((c) => c.path === '/cms/files/images/private.jpg')[1]?.headers['if-none-match'],
    ).toBeUndefined();
  });

  it('shows the cache and the queue in the metrics', async () => {
    await get(`${PATH}?w=320`);
    expect(await metricValue(bff.http, 'bff_image_cache_entries')).toBe(2);
    expect(await metricValue(bff.http, 'bff_image_cache_bytes')).toBeGreaterThan(0);
    expect(await metricValue(bff.http, 'bff_image_queue_jobs', 'state="waiting"')).toBe(0);
  });
});
