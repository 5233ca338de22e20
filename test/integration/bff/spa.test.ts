import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { ASSET_PATH, INDEX_HTML, makeClientBuild } from '../../helpers/clientBuild.js';

let bff: BffHarness;
let build: Awaited<ReturnType<typeof makeClientBuild>>;

beforeAll(async () => {
  build = await makeClientBuild();
  bff = await startBff({ clientDir: build.dir });
});
afterAll(async () => {
  await bff.close();
  await build.remove();
});

describe('the SPA and its history fallback', () => {
  it('redirects / to the home page, keeping the query', async () => {
    const response = await bff.http.get('/?lang=en');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/index/sy?lang=en');
  });

  it.each(['/index/sy', '/articledetail/1234', '/columnstock/gpxx', '/articlesearch', '/ztzldetail'])(
    'answers the known route %s with index.html and 200',
    async (path) => {
      const response = await bff.http.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it.each(['/no-such-page', '/articledetail/not-a-number', '/index/sy/extra'])(
    'answers the unknown path %s with index.html and 404',
    async (path) => {
      const response = await bff.http.get(path);
      expect(response.status).toBe(404);
      expect(response.text).toBe(INDEX_HTML);
    },
  );

  it('answers /404 with index.html and 404', async () => {
    const response = await bff.http.get('/404');
    expect(response.status).toBe(404);
    expect(response.text).toBe(INDEX_HTML);
  });

  it('marks index.html no-cache', async () => {
    const fallback = await bff.http.get('/index/sy');
    const direct = await bff.http.get('/index.html');
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('answers a known route with 304 when the browser holds the current index.html', async () => {
    const first = await bff.http.get('/index/sy');
    const again = await bff.http.get('/index/sy').set('if-none-match', String(first.headers.etag));
    expect(again.status).toBe(304);
  });

  it('serves hashed assets immutable for a year', async () => {
    const response = await bff.http.get(ASSET_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses static files for browsers that accept it', async () => {
    const response = await bff.http.get(ASSET_PATH).set('accept-encoding', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers a missing asset with a 404 that is not the app', async () => {
    const response = await bff.http.get('/assets/app-000000.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('never answers /cms/api with HTML', async () => {
    for (const url of ['/cms/api/nothing', '/cms/api', '/cms/unknown']) {
      const response = await bff.http.get(url);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers a POST to a page path with 404 JSON', async () => {
    const response = await bff.http.post('/index/sy');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('without a client build', () => {
  it('answers page paths with 503 and says to run npm run build', async () => {
    const bare = await startBff();
    try {
      const response = await bare.http.get('/index/sy');
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.text).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
