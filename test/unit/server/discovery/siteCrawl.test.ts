import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../../shared/api/endpoints.js';
import type { CanonicalParams } from '../../../../server/answers/canonicalParams.js';
import { NO_COPY, storeAnswer } from '../../../../server/cache/storedAnswer.js';
import type { AnswerReader } from '../../../../server/discovery/cmsReader.js';
import { crawlLanguage } from '../../../../server/discovery/siteCrawl.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** List folders 1 to `folders`, each reached by its own menu item. */
const menusOf = (folders: number) =>
  Array.from({ length: folders }, (_, i) => ({
    fdId: i + 1,
    fdCode: `f${i + 1}`,
    fdName: `Folder ${i + 1}`,
    parentCode: null,
    level: 1,
    status: 1,
    jumpUrl: `/articlepagelist/f${i + 1}`,
    children: [],
  }));

interface ScriptedCms {
  reader: AnswerReader;
  /** List pages asked for, as `folder/page`, in the order their calls started. */
  started: string[];
  /** The most list calls running at once. */
  most(): number;
}

/**
 * An answer reader over `folders` list folders of `pages` pages of one article each (article id = folder
 * × 100 + page). A call for a later page or folder answers sooner, so the answers come back out of order;
 * `fails` names the one list page whose call fails.
 */
function scriptedCms(folders: number, pages: number, fails?: string): ScriptedCms {
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const answer = (body: unknown, key: string) => ({
    answer: storeAnswer(JSON.stringify(body), 0, 0, [], NO_COPY),
    status: 'MISS' as const,
    key,
  });
  const reader: AnswerReader = {
    keyOf: (name: EndpointName, params: CanonicalParams) => `${name} ${JSON.stringify(params)}`,
    async get(name, params) {
      const key = reader.keyOf(name, params);
      if (name === 'folderList') return answer(menusOf(folders), key);
      const folder = Number(params.folderId);
      const page = Number(params.nowPage);
      started.push(`${folder}/${page}`);
      running++;
      most = Math.max(most, running);
      try {
        for (let i = 0; i < (folders - folder) * pages + (pages - page) + 1; i++) await tick();
        if (fails === `${folder}/${page}`) throw new Error('CMS down');
        const articleLists = [{ id: folder * 100 + page, publishTime: '2026-01-05 10:00:00' }];
        return answer({ articleLists, countPage: pages, countSize: pages }, key);
      } finally {
        running--;
      }
    },
  };
  return { reader, started, most: () => most };
}

describe('a crawl of a language', () => {
  it('keeps at most its concurrency of CMS calls running at once', async () => {
    const cms = scriptedCms(6, 3);
    await crawlLanguage(cms.reader, 'zh', { concurrency: 2 });
    expect(cms.started).toHaveLength(18);
    expect(cms.most()).toBe(2);
  });

  it('lists the articles in folder then page order, whatever order the answers come back in', async () => {
    const cms = scriptedCms(3, 2);
    const crawl = await crawlLanguage(cms.reader, 'zh', { concurrency: 4 });
    expect(crawl.articles.map((a) => a.id)).toEqual([101, 102, 201, 202, 301, 302]);
    expect(crawl.folders.map((f) => f.fdId)).toEqual([1, 2, 3]);
  });

  it('fails on the first failed call and starts no further calls', async () => {
    const cms = scriptedCms(5, 1, '2/1');
    await expect(crawlLanguage(cms.reader, 'zh', { concurrency: 1 })).rejects.toThrow('CMS down');
    expect(cms.started).toEqual(['1/1', '2/1']);
  });
});
