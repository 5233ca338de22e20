import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';
import { jpegPicture, metricValue } from '../../helpers/pictureFixtures.js';

const TOKEN = 'purge-by-key-token-0123456789';
const bff = useBff({ adminToken: TOKEN });

const detail = endpointUrl('articleDetail');
const list = endpointUrl('findArticleList');
const purge = (body: unknown) =>
  bff()
    .http.post('/_bff/cache/purge')
    .set('authorization', `Bearer ${TOKEN}`)
    .send(body as object);
const cacheOf = async (url: string, query: Record<string, string>) =>
  (await bff().http.get(url).query(query)).headers['x-cache'];

describe('POST /_bff/cache/purge with keys', () => {
  it('drops every answer that names one of the keys, and only those', async () => {
    await bff().http.get(detail).query({ id: '11' });
    await bff().http.get(detail).query({ id: '12' });
    await bff().http.get(list).query({ folderId: '11' });
    await bff().http.get(endpointUrl('fastTrack'));
    const response = await purge({ keys: ['article:11'] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ purged: 2, edges: [] });
    expect(await cacheOf(detail, { id: '11' })).toBe('MISS');
    expect(await cacheOf(list, { folderId: '11' })).toBe('MISS');
    expect(await cacheOf(detail, { id: '12' })).toBe('HIT');
    expect(await cacheOf(endpointUrl('fastTrack'), {})).toBe('HIT');
  });

  it('drops the entries built from them, even when the answer they were built from is gone', async () => {
    const cache = bff().app.responseCache;
    await cache.lookup('page:p', 60_000, async () => ({ body: 'page', dependsOn: ['/gone?id=1', 'sk:folder:jtyw'] }));
    const response = await purge({ keys: ['folder:jtyw', 'site'] });
    expect(response.body.purged).toBe(1);
    expect(cache.fresh('page:p')).toBeUndefined();
  });

  it("lets go of the picture cache's original of a file key", async () => {
    bff().upstream.files.set('images/photo.jpg', {
      body: await jpegPicture(640, 400),
      contentType: 'image/jpeg',
      etag: '"photo-1"',
    });
    await bff().http.get('/cms/files/images/photo.jpg?w=320');
    await bff().http.get('/cms/files/images/photo.jpg?w=320');
    expect(await metricValue(bff().http, 'bff_image_original_fetches_total', 'result="not_modified"')).toBe(1);
    await purge({ keys: ['file:images/photo.jpg'] });
    bff().upstream.reset();
    await bff().http.get('/cms/files/images/photo.jpg?w=320');
    // Asked for without If-None-Match: the BFF no longer holds it.
    expect(bff().upstream.calls[0]?.headers['if-none-match']).toBeUndefined();
  });

  it.each([
    ['no keys', { keys: [] }],
    ['more than 100 keys', { keys: Array.from({ length: 101 }, (_, i) => `article:${i}`) }],
    ['an empty key', { keys: [''] }],
    ['a key with a space', { keys: ['article:1 article:2'] }],
    ['a key with a character outside printable ASCII', { keys: ['folder:新闻'] }],
    ['a key over 200 characters', { keys: [`file:${'x'.repeat(200)}`] }],
    ['keys that are not a list', { keys: 'article:1' }],
    ['a key that is not a string', { keys: [1001] }],
    ['keys and a prefix', { keys: ['site'], prefix: '/cms/api' }],
    ['another field', { key: 'site' }],
  ])('answers 400 with the JSON error shape for %s', async (_name, body) => {
    const response = await purge(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { status: 400, code: 'BAD_REQUEST' } });
    expect(response.body.error.message).toContain('invalid purge');
  });
});
