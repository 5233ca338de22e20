import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, PagedList } from '../../../shared/api/article.js';
import { endpointUrl, type EndpointName } from '../../../shared/api/endpoints.js';
import type { MenuItem } from '../../../shared/api/menu.js';
import { DEFAULT_SHARE_CARD } from '../../../shared/images/shareCard.js';
import { buildApp } from '../../../server/app.js';
import { buildDemoCms, type DemoCmsControl } from '../../../server/demo-cms/app.js';
import { httpClient, listenOnLoopback, rawBody, type HttpClient } from '../../helpers/httpClient.js';
import { metricValue } from '../../helpers/pictureFixtures.js';
import { testConfig } from '../../helpers/testConfig.js';

/** Arguments that name real content of the demo pack (server/demo-cms/README.md). */
const DEMO_ARGS: { [K in EndpointName]: Record<string, string> } = {
  textSearch: { inPutMessage: '化工' },
  findArticleList: { folderId: '25' },
  findUnPageArticleList: { folderId: '12' },
  findPicArticles: { folderId: '28' },
  findPicArticle: { folderId: '28' },
  stickArticle: {},
  articleDetail: { id: '1001' },
  articlePreview: { id: '1001' },
  getAboutNews: { articleId: '1001', fdCode: 'jtyw' },
  getDqggAndOthers: {},
  getThreeFoldersMsg: {},
  allSubFolders: { fdId: '18' },
  getAllSub: { fdId: '10' },
  folderList: {},
  findFolderMessageById: { fdId: '11' },
  getFolderDetail: { fdCode: 'gsjj' },
  getFdDtAndAtcList: { fdCode: 'jtyw' },
  findDigitalCol: { fdId: '54' },
  getTopRollPics: {},
  rollPictures: {},
  getFixedFolder: { fdId: '13' },
  fastTrack: {},
  siteList: {},
  oneSite: { code: 'SITE_ZH' },
  grouplinks: { code: 'FOOTER_LINK' },
  subsidiaries: {},
  sharesMessage: {},
};

let cms: { app: FastifyInstance; control: DemoCmsControl };
let bff: FastifyInstance;
let http: HttpClient;

beforeAll(async () => {
  cms = buildDemoCms();
  const url = await cms.app.listen({ host: '127.0.0.1', port: 0 });
  bff = buildApp(testConfig(url));
  await listenOnLoopback(bff);
  http = httpClient(bff);
});
afterAll(async () => {
  await bff.close();
  await cms.app.close();
});

describe('the BFF in front of the demo CMS', () => {
  it.each(Object.keys(DEMO_ARGS) as EndpointName[])('answers %s with 200', async (name) => {
    const response = await http.get(endpointUrl(name)).query(DEMO_ARGS[name]);
    expect(response.status, response.text).toBe(200);
  });

  it.each([
    ['an odd folder (top-level reading)', '25'],
    ['an even folder (data reading)', '26'],
  ])('gives one canonical paged list for %s', async (_label, folderId) => {
    const response = await http.get(endpointUrl('findArticleList')).query({ folderId });
    const list = response.body as PagedList<ArticleSummary>;
    expect(Object.keys(list).sort()).toEqual(['articleLists', 'countPage', 'countSize', 'nowPage', 'pageSize']);
    expect(list.articleLists.length).toBeGreaterThan(0);
  });

  it('gives both languages a nested menu tree without placeholder items', async () => {
    for (const flag of ['zh', 'en']) {
      const menu = (await http.get(endpointUrl('folderList')).query({ flag })).body as MenuItem[];
      expect(menu.length).toBeGreaterThan(3);
      expect(menu.some((item) => item.children.length > 0)).toBe(true);
      expect(JSON.stringify(menu)).not.toContain('"fdId":-1');
    }
  });

  it('streams the demo files through /cms/files', async () => {
    const response = await http.get('/cms/files/stock/sh609117.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('makes picture variants of the demo photographs, revalidating them with the demo CMS', async () => {
    const url = '/cms/files/banners/banner-3.jpg?w=640';
    const first = await rawBody(http.get(url).set('accept', 'image/avif,image/webp,*/*'));
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect((await sharp(first.body).metadata()).width).toBe(640);
    const again = await http.get(url).set('accept', 'image/avif,image/webp,*/*');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(await metricValue(http, 'bff_image_original_fetches_total', 'result="not_modified"')).toBe(1);
  });

  it("makes the share card of the site's default picture, which the demo CMS holds", async () => {
    const card = await rawBody(http.get(DEFAULT_SHARE_CARD).set('accept', 'image/avif,image/webp,*/*'));
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    const picture = await sharp(card.body).metadata();
    expect([picture.width, picture.height, picture.format]).toEqual([1200, 630, 'jpeg']);
  });

  it.each([
    ['the column page gsjj', 'getFolderDetail', { fdCode: 'gsjj' }, 'folderDetail'],
    ['the column page egsjj', 'getFolderDetail', { fdCode: 'egsjj' }, 'folderDetail'],
    ['article 1001', 'articleDetail', { id: '1001' }, 'content'],
  ] as const)("re-levels the headings of %s's rich text from h2 down", async (_label, endpoint, args, field) => {
    const body = (await http.get(endpointUrl(endpoint)).query(args)).body as Record<string, unknown>;
    const html = String(body[field]);
    // The demo pack writes its sections as h3, under the page's h1.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.length).toBeGreaterThan(0);
    expect(levels[0]).toBe(2);
    expect(levels.every((level, index) => level <= (levels[index - 1] ?? 1) + 1)).toBe(true);
  });

  it('maps a demo CMS failure to 502 and serves the cached answer meanwhile', async () => {
    const url = endpointUrl('siteList');
    await http.get(url).query({ flag: 'en' });
    cms.control.failNext(1, 'envelopeError', 'site/oneSite');
    const failed = await http.get(endpointUrl('oneSite')).query({ code: 'SITE_EN' });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: { code: 'UPSTREAM_ERROR', message: '服务器繁忙 / Server busy' } });
    expect((await http.get(url).query({ flag: 'en' })).headers['x-cache']).toBe('HIT');
  });
});
