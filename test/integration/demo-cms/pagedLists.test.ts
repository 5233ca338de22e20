import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../helpers/httpClient.js';
import { callCms, normalise, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;
const pack = sharedPack();

beforeAll(async () => {
  ({ app, http } = await startCms({ content: pack }));
});
afterAll(() => app.close());

/** A folder of the pack with at least `min` articles and an id of the given parity. */
function folderWith(min: number, parity: 0 | 1): number {
  const counts = new Map<number, number>();
  for (const a of pack.articles) counts.set(a.folderId, (counts.get(a.folderId) ?? 0) + 1);
  const found = [...counts].find(([id, n]) => n >= min && id % 2 === parity);
  if (!found) throw new Error(`no folder with ${min} articles and parity ${parity}`);
  return found[0];
}

describe('the two readings of a paged list', () => {
  it('findArticleList answers an even folder under data', async () => {
    const folderId = folderWith(1, 0);
    const body = (await callCms(http, 'findArticleList', { folderId })).body;
    expect(body).toMatchObject({ code: 200, success: true });
    expect(Array.isArray(body.data.articleLists)).toBe(true);
    expect(body).not.toHaveProperty('articleLists');
  });

  it('findArticleList answers an odd folder at the top level with data null', async () => {
    const folderId = folderWith(1, 1);
    const body = (await callCms(http, 'findArticleList', { folderId })).body;
    expect(body).toMatchObject({ code: 200, success: true, data: null });
    expect(Array.isArray(body.articleLists)).toBe(true);
    expect(typeof body.countPage).toBe('number');
    expect(typeof body.countSize).toBe('number');
  });

  it('textSearch answers at the top level and findPicArticles under data', async () => {
    const search = (await callCms(http, 'textSearch', { inPutMessage: 'a', flag: 'en' })).body;
    expect(Array.isArray(search.articleLists)).toBe(true);
    expect(search.data).toBeNull();
    const pics = (await callCms(http, 'findPicArticles', { folderId: folderWith(1, 1) })).body;
    expect(Array.isArray(pics.data.articleLists)).toBe(true);
  });

  it('both readings normalise to the same canonical list', async () => {
    for (const parity of [0, 1] as const) {
      const folderId = folderWith(1, parity);
      const params = { folderId, nowPage: 1, pageSize: 10 };
      const list = normalise('findArticleList', (await callCms(http, 'findArticleList', params)).body, params);
      expect(list.countSize).toBe(pack.articles.filter((a) => a.folderId === folderId).length);
      expect(list.articleLists.length).toBe(Math.min(10, list.countSize));
    }
  });
});

describe('paging', () => {
  it('pages through a folder without overlap, newest first', async () => {
    const folderId = folderWith(3, 1);
    const total = pack.articles.filter((a) => a.folderId === folderId).length;
    const seen: number[] = [];
    const times: string[] = [];
    for (let nowPage = 1; nowPage <= Math.ceil(total / 2); nowPage++) {
      const body = (await callCms(http, 'findArticleList', { folderId, nowPage, pageSize: 2 })).body;
      expect(body.countPage).toBe(Math.ceil(total / 2));
      seen.push(...body.articleLists.map((a: { id: number }) => a.id));
      times.push(...body.articleLists.map((a: { publishTime: string }) => a.publishTime));
    }
    expect(new Set(seen).size).toBe(total);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('a page past the end is empty but keeps the counts', async () => {
    const folderId = folderWith(1, 0);
    const body = (await callCms(http, 'findArticleList', { folderId, nowPage: 999, pageSize: 10 })).body;
    expect(body.data.articleLists).toEqual([]);
    expect(body.data.countSize).toBeGreaterThan(0);
  });

  it('a folder without articles answers an empty list', async () => {
    const empty = [...pack.languages.zh.folders.values()].find((f) => f.fdCode === 'rczp');
    const body = (await callCms(http, 'findArticleList', { folderId: empty?.fdId ?? 0 })).body;
    const list = normalise('findArticleList', body, { folderId: empty?.fdId ?? 0 });
    expect(list).toMatchObject({ articleLists: [], countSize: 0, countPage: 0 });
  });
});
