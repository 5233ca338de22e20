import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { ASSET_PATH, INDEX_HTML, makeClientBuild } from '../../helpers/clientBuild.js';

const ARTICLE_PRELOAD = { scripts: ['/assets/ArticleDetailPage-a1b2c3.js', '/assets/InnerPageLayout-d4e5f6.js'] };
const HOME_PRELOAD = { scripts: ['/assets/HomePage-111111.js'] };

async function withBuild(options: Parameters<typeof makeClientBuild>[0], run: (bff: BffHarness) => Promise<void>) {
  const build = await makeClientBuild(options);
  const bff = await startBff({ clientDir: build.dir });
  try {
    await run(bff);
  } finally {
    await bff.close();
    await build.remove();
  }
}

describe("index.html names each route's own scripts", () => {
  let build: Awaited<ReturnType<typeof makeClientBuild>>;
  let bff: BffHarness;

  beforeAll(async () => {
    build = await makeClientBuild({
      routePreloads: { articledetail: ARTICLE_PRELOAD, articledetailonly: ARTICLE_PRELOAD, homeIndex: HOME_PRELOAD },
    });
    bff = await startBff({ clientDir: build.dir });
  });
  afterAll(async () => {
    await bff.close();
    await build.remove();
  });

  it('adds module preloads at the end of <head> for a listed route', async () => {
    const response = await bff.http.get('/articledetail/1001');
    expect(response.status).toBe(200);
    expect(response.text).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/ArticleDetailPage-a1b2c3.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/InnerPageLayout-d4e5f6.js"></head>',
      ),
    );
  });

  it('gives the home route its entry', async () => {
    const response = await bff.http.get('/index/sy');
    expect(response.text).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-111111.js"></head>');
  });

  it('sends routes the list leaves out, and unknown paths, the file as built', async () => {
    expect((await bff.http.get('/leaders')).text).toBe(INDEX_HTML);
    const unknown = await bff.http.get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(INDEX_HTML);
  });

  it('tags each variant by its own content, and answers 304 only for the matching one', async () => {
    const article = await bff.http.get('/articledetail/1001');
    const leaders = await bff.http.get('/leaders');
    expect(article.headers.etag).not.toBe(leaders.headers.etag);
    const same = await bff.http.get('/articledetail/2002').set('if-none-match', String(article.headers.etag));
    expect(same.status).toBe(304);
    const other = await bff.http.get('/leaders').set('if-none-match', String(article.headers.etag));
    expect(other.status).toBe(200);
  });
});

describe('a preload list that is not what the build writes', () => {
  it.each([
    ['not JSON', '{"articledetail": '],
    ['a list', '[]'],
    ['a path outside /assets/', { articledetail: { scripts: ['https://elsewhere.example/x.js'] } }],
    ['markup in a path', { articledetail: { scripts: ['/assets/a.js"><script>alert(1)</script>'] } }],
    ['a style sheet among the scripts', { articledetail: { scripts: ['/assets/a.css'] } }],
  ])('is ignored when it is %s', async (_what, routePreloads) => {
    await withBuild({ routePreloads }, async (bff) => {
      const response = await bff.http.get('/articledetail/1001');
      expect(response.status).toBe(200);
      expect(response.text).toBe(INDEX_HTML);
    });
  });
});

describe("the build's compressed copies", () => {
  it('are sent as they are to browsers that accept them, with Vary: Accept-Encoding', async () => {
    await withBuild({ precompressed: true }, async (bff) => {
      const plain = await rawBody(bff.http.get(ASSET_PATH).set('accept-encoding', 'identity'));
      const br = await rawBody(bff.http.get(ASSET_PATH).set('accept-encoding', 'br, gzip'));
      const gz = await rawBody(bff.http.get(ASSET_PATH).set('accept-encoding', 'gzip'));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
      expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
      for (const response of [plain, br, gz]) {
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });
  });
});
