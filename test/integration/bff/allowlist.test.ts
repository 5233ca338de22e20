import { describe, expect, it } from 'vitest';
import { CMS_API_PREFIX, ENDPOINTS, endpointUrl } from '../../../shared/api/endpoints.js';
import { useBff } from '../../helpers/bffHarness.js';
import { bodyOf, rawHead, rawHttp } from '../../helpers/rawHttp.js';
import { ENDPOINT_NAMES, sampleArgs } from '../../helpers/sampleArgs.js';

const bff = useBff();

describe('the allowlisted /cms/api paths', () => {
  it.each(ENDPOINT_NAMES)('answers %s with 200 and its canonical JSON', async (name) => {
    const response = await bff().http.get(endpointUrl(name)).query(sampleArgs(name));
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).not.toBeNull();
  });

  it.each(ENDPOINT_NAMES)('calls the upstream for %s with the method and encoding of its table entry', async (name) => {
    await bff().http.get(endpointUrl(name)).query(sampleArgs(name));
    const [call] = bff().upstream.calls;
    const spec = ENDPOINTS[name];
    expect(call?.method).toBe(spec.upstream);
    expect(call?.path).toBe(`${CMS_API_PREFIX}/${spec.path}`);
    if (spec.upstream === 'POST') {
      expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    }
    expect(call?.params).toMatchObject(sampleArgs(name));
  });

  it('sends the table defaults upstream when the request leaves them out', async () => {
    await bff().http.get(endpointUrl('findArticleList')).query({ folderId: '12' });
    expect(bff().upstream.calls[0]?.params).toEqual({ folderId: '12', nowPage: '1', pageSize: '10' });
  });

  it('answers an unknown path under /cms/api with 404 JSON', async () => {
    const response = await bff().http.get(`${CMS_API_PREFIX}/article/secrets`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: 'Unknown API path' } });
    expect(bff().upstream.calls).toHaveLength(0);
  });

  it('answers the bare /cms/api prefix with 404 JSON', async () => {
    const response = await bff().http.get(`${CMS_API_PREFIX}/`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers another method on an allowlisted path with 404 JSON and no upstream call', async () => {
    const response = await bff().http.delete(endpointUrl('articleDetail')).query({ id: '1' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(bff().upstream.calls).toHaveLength(0);
  });

  it('gives the same body for GET with a query, POST with a form and POST with JSON', async () => {
    const url = endpointUrl('findArticleList');
    const get = await bff().http.get(url).query({ folderId: '12', pageSize: '20' });
    bff().app.responseCache.purge();
    const form = await bff()
      .http.post(url)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('folderId=12&pageSize=20');
    bff().app.responseCache.purge();
    const json = await bff().http.post(url).send({ folderId: 12, pageSize: 20 });
    expect(get.status).toBe(200);
    expect(form.text).toBe(get.text);
    expect(json.text).toBe(get.text);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await bff().http.head(endpointUrl('articleDetail')).query({ id: '3' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // An HTTP client reads no body after a HEAD answer: on the wire, nothing follows the headers.
    const raw = await rawHttp(bff().port, rawHead(`${endpointUrl('articleDetail')}?id=3`));
    expect(bodyOf(raw)).toBe('');
  });

  it('accepts a POST without a body for an endpoint without required parameters', async () => {
    const response = await bff().http.post(endpointUrl('fastTrack'));
    expect(response.status).toBe(200);
  });
});
