import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../helpers/httpClient.js';
import { callCms, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;

beforeAll(async () => {
  ({ app, http } = await startCms({ content: sharedPack() }));
});
afterAll(() => app.close());

describe('bad parameters answer code 400 in the envelope with HTTP 200, as the CMS does', () => {
  it.each([
    ['articleDetail', {}, 'id is required'],
    ['articleDetail', { id: 'abc' }, 'id must be a number'],
    ['findArticleList', { folderId: '-3' }, 'folderId must be a number'],
    ['findArticleList', { folderId: 25, nowPage: 0 }, 'nowPage must be a number from 1 to 10000'],
    ['findArticleList', { folderId: 25, pageSize: 500 }, 'pageSize must be a number from 1 to 100'],
    ['textSearch', { inPutMessage: '  ' }, 'inPutMessage is required'],
    ['folderList', { flag: 'fr' }, 'flag must be zh or en'],
    ['getFolderDetail', {}, 'fdCode or fdId is required'],
    ['getAboutNews', { fdCode: 'jtyw' }, 'articleId is required'],
    ['oneSite', {}, 'code is required'],
  ] as const)('%s with %j', async (name, params, msg) => {
    const res = await callCms(http, name, params);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });
});

describe('items that do not exist answer data null', () => {
  it.each([
    ['articleDetail', { id: 999_999 }],
    ['articlePreview', { id: 1 }],
    ['findFolderMessageById', { fdId: 777 }],
    ['getFolderDetail', { fdCode: 'nosuch' }],
    ['getFdDtAndAtcList', { fdCode: 'nosuch' }],
    ['getFixedFolder', { fdId: 777 }],
    ['oneSite', { code: 'SITE_FR' }],
  ] as const)('%s with %j', async (name, params) => {
    const res = await callCms(http, name, params);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: null });
  });

  it('lists of an unknown folder are empty', async () => {
    expect((await callCms(http, 'getAllSub', { fdId: 777 })).body.data).toEqual([]);
    expect((await callCms(http, 'findUnPageArticleList', { folderId: 777 })).body.data).toEqual([]);
  });
});

describe('paths and methods', () => {
  it('answers an unknown API path with HTTP 404', async () => {
    const res = await http.post('/cms/api/article/nosuch');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'Not Found' });
  });

  it('answers any other path with HTTP 404', async () => {
    expect((await http.get('/admin')).status).toBe(404);
  });

  it('refuses the other method of an endpoint with HTTP 405', async () => {
    const get = await http.get('/cms/api/article/detail?id=1');
    expect(get.status).toBe(405);
    const post = await http.post('/cms/api/site/fastTrack');
    expect(post.status).toBe(405);
  });

  it('answers a malformed JSON body with HTTP 400', async () => {
    const res = await http.post('/cms/api/article/detail').set('content-type', 'application/json').send('{"id":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
