import { describe, expect, it } from 'vitest';
import { CMS_API_PREFIX, ENDPOINTS, endpointUrl } from '../../../shared/api/endpoints.js';
import { jsonOf, useBff } from '../../helpers/bffHarness.js';
import { ENDPOINT_NAMES, sampleArgs } from '../../helpers/sampleArgs.js';

const bff = useBff();

describe('the allowlisted /cms/api paths', () => {
  it.each(ENDPOINT_NAMES)('answers %s with 200 and its canonical JSON', async (name) => {
    const response = await bff().app.inject({ url: endpointUrl(name), query: sampleArgs(name) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(jsonOf(response)).not.toBeNull();
  });

  it.each(ENDPOINT_NAMES)('calls the upstream for %s with the method and encoding of its table entry', async (name) => {
    await bff().app.inject({ url: endpointUrl(name), query: sampleArgs(name) });
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
    await bff().app.inject({ url: endpointUrl('findArticleList'), query: { folderId: '12' } });
    expect(bff().upstream.calls[0]?.params).toEqual({ folderId: '12', nowPage: '1', pageSize: '10' });
  });

  it('answers an unknown path under /cms/api with 404 JSON', async () => {
    const response = await bff().app.inject({ url: `${CMS_API_PREFIX}/article/secrets` });
    expect(response.statusCode).toBe(404);
    expect(jsonOf(response)).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: 'Unknown API path' } });
    expect(bff().upstream.calls).toHaveLength(0);
  });

  it('answers the bare /cms/api prefix with 404 JSON', async () => {
    const response = await bff().app.inject({ url: `${CMS_API_PREFIX}/` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers another method on an allowlisted path with 404 JSON and no upstream call', async () => {
    const response = await bff().app.inject({
      method: 'DELETE',
      url: endpointUrl('articleDetail'),
      query: { id: '1' },
    });
    expect(response.statusCode).toBe(404);
    expect(jsonOf(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(bff().upstream.calls).toHaveLength(0);
  });

  it('gives the same body for GET with a query, POST with a form and POST with JSON', async () => {
    const url = endpointUrl('findArticleList');
    const get = await bff().app.inject({ url, query: { folderId: '12', pageSize: '20' } });
    bff().app.responseCache.purge();
    const form = await bff().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'folderId=12&pageSize=20',
    });
    bff().app.responseCache.purge();
    const json = await bff().app.inject({ method: 'POST', url, payload: { folderId: 12, pageSize: 20 } });
    expect(get.statusCode).toBe(200);
    expect(form.body).toBe(get.body);
    expect(json.body).toBe(get.body);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await bff().app.inject({ method: 'HEAD', url: endpointUrl('articleDetail'), query: { id: '3' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('accepts a POST without a body for an endpoint without required parameters', async () => {
    const response = await bff().app.inject({ method: 'POST', url: endpointUrl('fastTrack') });
    expect(response.statusCode).toBe(200);
  });
});
