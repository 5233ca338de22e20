import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { makeRenderedBuild, type RenderedBuild } from '../../helpers/fakeRenderer.js';
import { rawBody } from '../../helpers/httpClient.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';

/**
 * A stand-in server entry whose heads say what the app's do: the home page and list pages have no picture
 * of their own, an article page names its picture (and the logo, as every page does).
 */
const ENTRY = `
export async function render({ url, locale, transport }) {
  const menus = await transport('folderList', { flag: locale });
  const path = new URL(url, 'http://x').pathname;
  const article = path.startsWith('/articledetail/');
  const home = path === '/index/sy';
  const picture = article ? '/cms/files/images/plant-1.jpg' : null;
  return {
    kind: 'page', status: 200, complete: true, failed: menus.status >= 500, degraded: [],
    html: '<main></main>', stateJson: '{}',
    head: {
      lang: 'zh-CN', title: article ? '新闻 | 衡川' : '衡川', siteName: '衡川', homeLabel: '首页', description: 'D',
      ogType: article ? 'article' : 'website', image: picture, imageAlt: article ? '新闻' : null,
      logo: '/cms/files/logo.svg', routeId: article ? 'articledetail' : home ? 'homeIndex' : 'articlepagelist',
      breadcrumb: [],
      article: article
        ? { headline: '新闻', datePublished: '2026-11-02 09:30:00', dateModified: null, author: null, image: picture }
        : null,
      organisation: home ? { telephone: null, address: null } : null, otherLocaleCodes: [], feeds: [],
    },
  };
}
`;

const ORIGIN = 'https://www.example.com';
let build: RenderedBuild;
let bff: BffHarness;

beforeAll(async () => {
  build = await makeRenderedBuild(ENTRY);
  bff = await startBff({ clientDir: build.clientDir, siteUrl: ORIGIN });
  const files = bff.upstream.files;
  files.set('images/plant-1.jpg', { body: await jpegPicture(1600, 1000), contentType: 'image/jpeg', etag: '"p-1"' });
  files.set('social/default.jpg', { body: await jpegPicture(1920, 1008), contentType: 'image/jpeg', etag: '"d-1"' });
});
afterAll(async () => {
  await bff.close();
  await build.remove();
});

/** The content of each `<meta>` of a page's head, by its property or name. */
async function metaOf(path: string): Promise<Map<string, string>> {
  const page = await bff.http.get(path);
  expect(page.status).toBe(200);
  const found = page.text.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g);
  return new Map([...found].map((m) => [m[1] ?? '', m[2] ?? '']));
}

/** The picture a card URL of the site answers with. */
async function cardAt(url: string) {
  expect(url.startsWith(ORIGIN)).toBe(true);
  const response = await rawBody(bff.http.get(url.slice(ORIGIN.length)).set('accept', '*/*'));
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  return sharp(response.body).metadata();
}

describe('share cards in the head of a rendered page', () => {
  it.each(['/index/sy', '/articlepagelist/jtyw'])("%s names the site's default card, 1200 × 630 JPEG", async (path) => {
    const meta = await metaOf(path);
    expect(meta.get('og:image')).toBe(`${ORIGIN}/cms/files/social/default.jpg?card=1`);
    expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
    expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect(meta.get('og:image:alt')).toBe('衡川');
    const card = await cardAt(meta.get('og:image') ?? '');
    expect([card.width, card.height, card.format]).toEqual([1200, 630, 'jpeg']);
  });

  it("names an article's own picture's card, which the BFF makes", async () => {
    const meta = await metaOf('/articledetail/1001');
    expect(meta.get('og:image')).toBe(`${ORIGIN}/cms/files/images/plant-1.jpg?card=1`);
    expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
    expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    expect([meta.get('og:image:alt'), meta.get('twitter:image:alt')]).toEqual(['新闻', '新闻']);
    const card = await cardAt(meta.get('og:image') ?? '');
    expect([card.width, card.height, card.format]).toEqual([1200, 630, 'jpeg']);
  });

  it('keeps the logo and the article picture in the structured data', async () => {
    const home = (await bff.http.get('/index/sy')).text;
    expect(home).toContain(`"logo":"${ORIGIN}/cms/files/logo.svg"`);
    const article = (await bff.http.get('/articledetail/1001')).text;
    expect(article).toContain(`"image":["${ORIGIN}/cms/files/images/plant-1.jpg"]`);
  });
});
