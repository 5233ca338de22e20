import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../../shared/api/article.js';
import type { EndpointName, EndpointResponses } from '../../../../shared/api/endpoints.js';
import type { Folder } from '../../../../shared/api/folder.js';
import { answerKeys, menuFolderCodes, type FolderCodeOf } from '../../../../server/answers/answerKeys.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const CODES: Record<number, string> = { 12: 'jtyw', 24: 'gsxw', 31: 'hxjs', 40: 'sjy', 60: 'gsjj' };
const codeOf: FolderCodeOf = (id) => CODES[id] ?? null;

const summary = (id: number, fdCode: string | null, folderId: number | null = null) =>
  ({ id, fdCode, folderId }) as ArticleSummary;
const paged = (items: ArticleSummary[]) => ({
  articleLists: items,
  countPage: 1,
  countSize: items.length,
  nowPage: 1,
  pageSize: 10,
});
const folder = (fdCode: string | null, children: Folder[] = []) => ({ fdId: 1, fdCode, children }) as Folder;

function keysOf<K extends EndpointName>(name: K, params: Record<string, string>, body: EndpointResponses[K]) {
  return answerKeys(name, params, body, codeOf);
}

describe('answerKeys', () => {
  it('names a list by its folder, each article and each article’s folder', () => {
    const body = paged([summary(1001, 'jtyw'), summary(1002, 'hydt'), summary(1003, null, 24)]);
    expect(keysOf('findArticleList', { folderId: '12', nowPage: '1', pageSize: '10' }, body).keys).toEqual([
      'folder:jtyw',
      'article:1001',
      'article:1002',
      'folder:hydt',
      'article:1003',
      'folder:gsxw',
    ]);
  });

  it.each(['findPicArticles', 'findUnPageArticleList', 'findPicArticle'] as const)(
    'names the folder %s is addressed by, by its code',
    (name) => {
      const items = [summary(7, 'hxjs')];
      const body = name === 'findPicArticles' ? paged(items) : items;
      const { keys } = answerKeys(name, { folderId: '31' }, body, codeOf);
      expect(keys).toEqual(['folder:hxjs', 'article:7']);
    },
  );

  it('reports the folder ids it could not name, and leaves their key out', () => {
    const found = keysOf('findArticleList', { folderId: '999' }, paged([]));
    expect(found).toEqual({ keys: [], unknownIds: [999] });
  });

  it('names search results by their articles and folders', () => {
    expect(keysOf('textSearch', { inPutMessage: 'x' }, paged([summary(5, 'jtyw')])).keys).toEqual([
      'article:5',
      'folder:jtyw',
    ]);
  });

  it.each(['articleDetail', 'articlePreview'] as const)('names %s by its article', (name) => {
    const body = { ...summary(1001, 'jtyw'), content: '<p>x</p>' } as EndpointResponses[typeof name];
    expect(answerKeys(name, { id: '1001' }, body, codeOf).keys).toEqual(['article:1001', 'folder:jtyw']);
  });

  it.each(['stickArticle', 'rollPictures'] as const)('names %s by its articles', (name) => {
    expect(answerKeys(name, { flag: 'zh' }, [summary(4, 'jtyw')], codeOf).keys).toEqual(['article:4', 'folder:jtyw']);
  });

  it('names related news by the column asked for and the related articles', () => {
    const body = [{ articleId: 7, title: 't', publishTime: null }];
    expect(keysOf('getAboutNews', { articleId: '1', fdCode: 'jtyw' }, body).keys).toEqual(['folder:jtyw', 'article:7']);
    expect(keysOf('getAboutNews', { articleId: '1' }, []).keys).toEqual([]);
  });

  it('names the home blocks by their columns, sub-columns and articles', () => {
    const notices = [{ fdMsg: { fdId: 506, fdCode: 'dqgg', fdName: 'n' }, articlesMsg: [summary(8, 'dqgg')] }];
    expect(keysOf('getDqggAndOthers', { flag: 'zh' }, notices).keys).toEqual(['folder:dqgg', 'article:8']);
    const blocks = [
      {
        folderMsg: { fdId: 24, fdCode: 'gsxw', fdName: 'n', jumpUrl: null },
        allSubFolderMsg: [{ subFdId: 25, subFdCode: 'jtyw', subFdName: 's' }],
        articlesMsg: [summary(9, 'jtyw')],
      },
    ];
    expect(keysOf('getThreeFoldersMsg', { flag: 'zh' }, blocks).keys).toEqual([
      'folder:gsxw',
      'folder:jtyw',
      'article:9',
    ]);
  });

  it.each(['allSubFolders', 'getAllSub'] as const)(
    'names %s by the folder asked for and every folder below',
    (name) => {
      const body = [folder('gsxw', [folder('jtyw'), folder('hydt')])];
      expect(answerKeys(name, { fdId: '60' }, body, codeOf).keys).toEqual([
        'folder:gsjj',
        'folder:gsxw',
        'folder:jtyw',
        'folder:hydt',
      ]);
    },
  );

  it('names the menu tree by its language alone', () => {
    expect(keysOf('folderList', { flag: 'en' }, []).keys).toEqual(['menu:en']);
  });

  it('names column pages by their code, whether addressed by id or code', () => {
    expect(keysOf('findFolderMessageById', { fdId: '60' }, folder('gsjj')).keys).toEqual(['folder:gsjj']);
    expect(keysOf('getFolderDetail', { fdCode: 'gsjj' }, folder('gsjj', [folder('ldtd')])).keys).toEqual([
      'folder:gsjj',
      'folder:ldtd',
    ]);
    const withArticles = { folder: folder('jtyw'), list: paged([summary(3, 'jtyw')]) };
    expect(keysOf('getFdDtAndAtcList', { fdCode: 'jtyw' }, withArticles).keys).toEqual(['folder:jtyw', 'article:3']);
  });

  it('names folders addressed by id alone through the codes it is given', () => {
    expect(keysOf('findDigitalCol', { fdId: '40' }, []).keys).toEqual(['folder:sjy']);
    const profile = { fdId: 60, fdName: 'p', fdContent: null, backGroundImage: null, jumpUrl: null };
    expect(keysOf('getFixedFolder', { fdId: '60', flag: 'zh' }, profile).keys).toEqual(['folder:gsjj']);
  });

  it.each(['getTopRollPics', 'fastTrack', 'siteList', 'oneSite', 'grouplinks', 'subsidiaries'] as const)(
    'names %s as a site-wide fact',
    (name) => {
      expect(answerKeys(name, {}, [] as unknown as EndpointResponses[typeof name], codeOf).keys).toEqual(['site']);
    },
  );

  it('names the share prices', () => {
    expect(keysOf('sharesMessage', {}, { quotes: [] }).keys).toEqual(['shares']);
  });
});

describe('menuFolderCodes', () => {
  it('maps every folder id of a tree to its code', () => {
    const tree = menuTree([
      { fdId: 1, fdCode: 'sy' },
      { fdId: 10, fdCode: 'gywm', children: [{ fdId: 11, fdCode: 'gsjj' }] },
    ]);
    expect([...menuFolderCodes(tree)]).toEqual([
      [1, 'sy'],
      [10, 'gywm'],
      [11, 'gsjj'],
    ]);
  });
});
