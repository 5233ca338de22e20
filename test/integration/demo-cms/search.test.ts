import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../helpers/httpClient.js';
import { htmlToText } from '../../../server/demo-cms/htmlText.js';
import { callCms, normalise, sharedPack, startCms } from './cmsClient.js';

let app: FastifyInstance;
let http: HttpClient;

beforeAll(async () => {
  ({ app, http } = await startCms({ content: sharedPack() }));
});
afterAll(() => app.close());

async function search(inPutMessage: string, flag: 'zh' | 'en', nowPage = 1, pageSize = 10) {
  const params = { inPutMessage, flag, nowPage, pageSize };
  return normalise('textSearch', (await callCms(http, 'textSearch', params)).body, params);
}

describe('article/textSearch', () => {
  it('finds a Chinese word', async () => {
    const found = await search('乙烯', 'zh');
    expect(found.countSize).toBeGreaterThan(0);
  });

  it('finds an English word whatever its case', async () => {
    const lower = await search('hydrogen', 'en');
    const upper = await search('HYDROGEN', 'en');
    expect(lower.countSize).toBeGreaterThan(0);
    expect(upper.countSize).toBe(lower.countSize);
  });

  it('searches the body text, not only titles and summaries', async () => {
    // A word of some English article's body that its title and summary do not have.
    const target = sharedPack()
      .articles.filter((a) => a.lang === 'en')
      .flatMap((a) => {
        const head = `${a.title} ${a.summary}`.toLowerCase();
        const word = htmlToText(a.content)
          .toLowerCase()
          .split(/[^a-z]+/)
          .find((w) => w.length >= 7 && !head.includes(w));
        return word ? [{ id: a.id, word }] : [];
      })[0];
    expect(target).toBeDefined();
    const found = await search(target?.word ?? '', 'en', 1, 100);
    expect(found.articleLists.map((a) => a.id)).toContain(target?.id);
  });

  it('keeps to the language of the flag', async () => {
    const zh = await search('乙烯', 'zh');
    const en = await search('乙烯', 'en');
    expect(zh.articleLists.every((a) => a.id < 5000)).toBe(true);
    expect(en.countSize).toBe(0);
  });

  it('does not match inside tags', async () => {
    expect((await search('<p>', 'en')).countSize).toBe(0);
    expect((await search('img src', 'en')).countSize).toBe(0);
  });

  it('finds nothing for a word no article has', async () => {
    const none = await search('zzqxv', 'zh');
    expect(none).toMatchObject({ articleLists: [], countSize: 0 });
  });

  it('answers newest first, one page at a time', async () => {
    const all = await search('e', 'en', 1, 100);
    const times = all.articleLists.map((a) => a.publishTime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const second = await search('e', 'en', 2, 2);
    expect(second.articleLists.map((a) => a.id)).toEqual(all.articleLists.slice(2, 4).map((a) => a.id));
  });
});
