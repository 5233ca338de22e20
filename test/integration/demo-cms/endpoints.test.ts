import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../helpers/httpClient.js';
import { ENDPOINTS, type EndpointName } from '../../../shared/api/endpoints.js';
import { FOLDER_IDS, FOOTER_LINK_CODE, SITE_CODES } from '../../../shared/constants.js';
import { callCms, normalise, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;
const pack = sharedPack();
const article = pack.articles.find((a) => a.lang === 'zh' && a.image !== null) ?? pack.articles[0];
const folderOf = (lang: 'zh' | 'en', code: string) =>
  [...pack.languages[lang].folders.values()].find((f) => f.fdCode === code)?.fdId ?? 0;

/** One sensible call of every endpoint, in the language it serves. */
const SAMPLE: Record<EndpointName, Record<string, string | number>> = {
  textSearch: { inPutMessage: '衡川', nowPage: 1, pageSize: 10, flag: 'zh' },
  findArticleList: { folderId: article?.folderId ?? 0, nowPage: 1, pageSize: 10 },
  findUnPageArticleList: { folderId: article?.folderId ?? 0 },
  findPicArticles: { folderId: article?.folderId ?? 0, nowPage: 1, pageSize: 10 },
  findPicArticle: { folderId: article?.folderId ?? 0 },
  stickArticle: { flag: 'zh' },
  articleDetail: { id: article?.id ?? 0 },
  articlePreview: { id: article?.id ?? 0 },
  getAboutNews: { articleId: article?.id ?? 0, fdCode: article?.fdCode ?? '' },
  getDqggAndOthers: { flag: 'zh' },
  getThreeFoldersMsg: { flag: 'zh' },
  allSubFolders: { fdId: FOLDER_IDS.homeSubFolders },
  getAllSub: { fdId: FOLDER_IDS.aboutUsMenu.zh },
  folderList: { flag: 'zh' },
  findFolderMessageById: { fdId: FOLDER_IDS.coreTechnology.zh },
  getFolderDetail: { fdCode: 'gsjj' },
  getFdDtAndAtcList: { fdCode: 'hxjs', nowPage: 1, pageSize: 10 },
  findDigitalCol: { fdId: folderOf('zh', 'szgc') },
  getTopRollPics: { flag: 'zh' },
  rollPictures: { flag: 'zh' },
  getFixedFolder: { fdId: FOLDER_IDS.companyProfile, flag: 'zh' },
  fastTrack: {},
  siteList: { flag: 'zh' },
  oneSite: { code: SITE_CODES.zh },
  grouplinks: { code: FOOTER_LINK_CODE },
  subsidiaries: { flag: 'zh' },
  sharesMessage: {},
};

beforeAll(async () => {
  ({ app, http } = await startCms({ content: pack }));
});
afterAll(() => app.close());

describe('every endpoint of the allowlist', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];

  it.each(names)('%s answers the success envelope with its upstream method', async (name) => {
    const res = await callCms(http, name, SAMPLE[name]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 200, msg: 'success' });
    expect('data' in body).toBe(true);
  });

  it.each(names)('%s answers a shape the shared normaliser accepts', async (name) => {
    const res = await callCms(http, name, SAMPLE[name]);
    expect(() => normalise(name, res.body, SAMPLE[name])).not.toThrow();
  });

  it.each(names.filter((n) => ENDPOINTS[n].upstream === 'POST'))(
    '%s reads its parameters from a query string on POST too',
    async (name) => {
      const form = await callCms(http, name, SAMPLE[name]);
      const query = await callCms(http, name, SAMPLE[name], 'queryOnPost');
      // The share text follows the clock, so it is compared by shape only.
      if (name === 'sharesMessage') expect(query.body).toMatchObject({ code: 200 });
      else expect(query.body).toEqual(form.body);
    },
  );

  it.each(names.filter((n) => ENDPOINTS[n].upstream === 'POST' && n !== 'sharesMessage'))(
    '%s reads its parameters from a JSON body too',
    async (name) => {
      const form = await callCms(http, name, SAMPLE[name]);
      const json = await callCms(http, name, SAMPLE[name], 'json');
      expect(json.body).toEqual(form.body);
    },
  );
});

describe('shapes of the single endpoints', () => {
  it('article/detail carries the body and the picture as site-relative URLs', async () => {
    const body = (await callCms(http, 'articleDetail', { id: article?.id ?? 0 })).body;
    expect(body.data.content).toEqual(expect.stringContaining('<'));
    expect(body.data.imageNetUrl).toBe(`/cms/files/images/${article?.image}.jpg`);
    expect(body.data.breviary).toBe(body.data.imageNetUrl);
  });

  it('lists leave the article body out', async () => {
    const body = (await callCms(http, 'findUnPageArticleList', { folderId: article?.folderId ?? 0 })).body;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('article/getAboutNews lists up to six other articles of the folder', async () => {
    const body = (await callCms(http, 'getAboutNews', { articleId: article?.id ?? 0 })).body;
    expect(body.data.length).toBeLessThanOrEqual(6);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['articleId', 'publishTime', 'title']);
      expect(item.articleId).not.toBe(article?.id);
    }
  });

  it('article/stickArticle lists only pinned news, latest first, at most six', async () => {
    const body = (await callCms(http, 'stickArticle', { flag: 'zh' })).body;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data.every((a: { stick: boolean }) => a.stick)).toBe(true);
    const times = body.data.map((a: { publishTime: string }) => a.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('folder/rollPictures gives up to five news pictures with titles and summaries', async () => {
    const body = (await callCms(http, 'rollPictures', { flag: 'en' })).body;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    for (const a of body.data) {
      expect(a.imageNetUrl).toMatch(/^\/cms\/files\//);
      expect(a).toHaveProperty('title');
      expect(a).toHaveProperty('englishTitle');
      expect(a).toHaveProperty('summary');
    }
  });

  it.each([
    ['zh', 'dqgg'],
    ['en', 'edqgg'],
  ] as const)('article/getDqggAndOthers (%s) opens with the announcement folder', async (flag, code) => {
    const body = (await callCms(http, 'getDqggAndOthers', { flag })).body;
    expect(body.data[0].fdMsg.fdCode).toBe(code);
    expect(body.data.length).toBe(3);
    for (const block of body.data) expect(block.articlesMsg.length).toBeLessThanOrEqual(5);
  });

  it.each(['zh', 'en'] as const)(
    'article/getThreeFoldersMsg (%s) gives news, business and technology',
    async (flag) => {
      const body = (await callCms(http, 'getThreeFoldersMsg', { flag })).body;
      const prefix = flag === 'en' ? 'e' : '';
      expect(body.data.map((b: { folderMsg: { fdCode: string } }) => b.folderMsg.fdCode)).toEqual(
        ['gsxw', 'ywly', 'jscx'].map((c) => prefix + c),
      );
      for (const block of body.data) {
        expect(block.allSubFolderMsg.length).toBeGreaterThan(0);
        expect(block.articlesMsg.length).toBeLessThanOrEqual(6);
      }
    },
  );

  it('folder/getFolderDetail finds a column by fdCode or by fdId, with its rich text', async () => {
    const byCode = (await callCms(http, 'getFolderDetail', { fdCode: 'elxwm' })).body;
    const byId = (await callCms(http, 'getFolderDetail', { fdId: byCode.data.fdId })).body;
    expect(byCode.data.folderDetail).toContain('<table>');
    expect(byId).toEqual(byCode);
  });

  it('the organisation folder carries the internal-organisation chart as its image', async () => {
    const body = (await callCms(http, 'getFolderDetail', { fdCode: 'zzjg' })).body;
    expect(body.data.image).toBe('/cms/files/org-chart-zh.svg');
  });

  it('folder/getFdDtAndAtcList gives the folder and one page of its articles', async () => {
    const body = (await callCms(http, 'getFdDtAndAtcList', { fdCode: 'hxjs', nowPage: 1, pageSize: 10 })).body;
    expect(body.data.folderMsg.fdCode).toBe('hxjs');
    expect(Array.isArray(body.data.articleLists)).toBe(true);
    expect(typeof body.data.countPage).toBe('number');
    expect(typeof body.data.countSize).toBe('number');
  });

  it.each(['zh', 'en'] as const)(
    'folder/getFixedFolder 13 (%s) is the profile block in that language',
    async (flag) => {
      const body = (await callCms(http, 'getFixedFolder', { fdId: 13, flag })).body;
      const block = normalise('getFixedFolder', body, { fdId: 13, flag });
      expect(block.fdContent).toContain('<p>');
      expect(block.backGroundImage).toMatch(/^\/cms\/files\//);
      expect(block.jumpUrl).toBe(flag === 'zh' ? '/columndetail/gsjj' : '/columndetail/egsjj');
    },
  );

  it.each([24, 23, 21, 19])('folder/getFixedFolder %i is a column header', async (fdId) => {
    const body = (await callCms(http, 'getFixedFolder', { fdId })).body;
    expect(body.data.fdId).toBe(fdId);
    expect(body.data.fdName).toBeTruthy();
  });

  it('folder/findDigitalCol gives six or more digital-engineering cards', async () => {
    const body = (await callCms(http, 'findDigitalCol', { fdId: folderOf('en', 'eszgc') })).body;
    expect(body.data.length).toBeGreaterThanOrEqual(6);
  });

  it('folder/getTopRollPics gives four or five banners, one of them linking out over https', async () => {
    const body = (await callCms(http, 'getTopRollPics', { flag: 'zh' })).body;
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data.filter((p: { hyperLink: string | null }) => p.hyperLink?.startsWith('https://'))).toHaveLength(1);
  });

  it('site/fastTrack gives six to eight items with a page in each language', async () => {
    const items = normalise('fastTrack', (await callCms(http, 'fastTrack')).body);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const item of items) {
      expect(item.icon).toMatch(/\.svg$/);
      expect(item.url).toMatch(/^\//);
      expect(item.enUrl).toMatch(/^\//);
    }
  });

  it('site/grouplinks points only at reserved example domains', async () => {
    const links = normalise('grouplinks', (await callCms(http, 'grouplinks', { code: FOOTER_LINK_CODE })).body);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links)
      expect(link.url).toMatch(/^https:\/\/([a-z0-9-]+\.)*(example\.(org|com|net)|[a-z0-9-]+\.example)(\/|$)/);
  });

  it.each([
    [SITE_CODES.zh, '衡川'],
    [SITE_CODES.en, 'Hengchuan'],
  ])('site/oneSite %s gives the footer information', async (code, name) => {
    const info = normalise('oneSite', (await callCms(http, 'oneSite', { code })).body);
    expect(info.name).toContain(name);
    for (const field of [
      'copyright',
      'phone',
      'fax',
      'qqNumber',
      'email',
      'address',
      'securityFiling',
      'icpFiling',
    ] as const) {
      expect(info[field]).toBeTruthy();
    }
  });

  it('site/list groups the member companies', async () => {
    const groups = normalise('siteList', (await callCms(http, 'siteList', { flag: 'en' })).body);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g) => g.entityList.length > 0)).toBe(true);
  });

  it('site/subsidiaries has the three ownership groups, the two unit groups and a directory with unknown values', async () => {
    const subs = normalise('subsidiaries', (await callCms(http, 'subsidiaries', { flag: 'zh' })).body);
    expect(subs.groups.map((g) => g.kind)).toEqual(['wholly', 'controlled', 'minority', 'secondLevel', 'overseas']);
    expect(subs.directory.length).toBeGreaterThanOrEqual(10);
    expect(subs.directory.some((d) => d.corporation === null || d.fax === null || d.website === null)).toBe(true);
  });
});
