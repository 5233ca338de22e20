import { describe, expect, it } from 'vitest';
import {
  announcedFeed,
  feedCodeOfPath,
  feedPath,
  feedTitle,
  homeFeedFolders,
  hasFeed,
  isFeedCode,
  listFolderPages,
  listFolders,
  listPageCode,
  pageFeedFolder,
} from '../../../../shared/seo/feeds.js';
import type { MenuEntry } from '../../../../shared/api/menu.js';
import { findMenuByCode } from '../../../../shared/nav/findMenu.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const tree = menuTree([
  { fdCode: 'sy', jumpUrl: '/index/sy' },
  {
    fdCode: 'gsxw',
    jumpUrl: '/articlepagelist/jtyw',
    children: [
      { fdCode: 'jtyw', jumpUrl: '/articlepagelist/jtyw' },
      { fdCode: 'tpxw', jumpUrl: '/articleimglist/tpxw' },
      { fdCode: 'hxjs', jumpUrl: '/column_article/hxjs' },
    ],
  },
  {
    fdCode: 'xxpl',
    jumpUrl: '/articlepagelist/dqgg',
    children: [{ fdCode: 'dqgg', jumpUrl: null }],
  },
  { fdCode: 'gsjj', jumpUrl: '/columndetail/gsjj' },
  { fdCode: 'ghost', jumpUrl: '/articlepagelist/missing' },
  { fdCode: 'ext', jumpUrl: 'https://example.com/articlepagelist/x' },
]);

function menu(code: string): MenuEntry {
  const found = findMenuByCode(tree, code);
  if (found === null) throw new Error(`no menu ${code}`);
  return found;
}

describe('feed paths', () => {
  it('name a folder by its code under /feeds/', () => {
    expect(feedPath('jtyw')).toBe('/feeds/jtyw.xml');
    expect(feedCodeOfPath('/feeds/jtyw.xml')).toBe('jtyw');
  });

  it('read back only well-formed codes', () => {
    for (const path of ['/feeds/.xml', '/feeds/a<b.xml', '/feeds/jtyw.json', '/feed/jtyw.xml', '/feeds/a/b.xml']) {
      expect(feedCodeOfPath(path), path).toBeNull();
    }
  });
});

describe('list folders', () => {
  it('are the folders named by list-page links, in menu order, each once', () => {
    expect(listFolders(tree).map((m) => m.fdCode)).toEqual(['jtyw', 'tpxw', 'hxjs', 'dqgg']);
  });

  it("have the list page's path: their own, or the first link that names them", () => {
    const paths = Object.fromEntries(listFolderPages(tree).map((p) => [p.folder.fdCode, p.path]));
    expect(paths).toEqual({
      jtyw: '/articlepagelist/jtyw',
      tpxw: '/articleimglist/tpxw',
      hxjs: '/column_article/hxjs',
      dqgg: '/articlepagelist/dqgg',
    });
  });

  it('decide which codes and pages have a feed', () => {
    expect(hasFeed(tree, 'jtyw')).toBe(true);
    expect(hasFeed(tree, 'gsxw')).toBe(false);
    expect(hasFeed(tree, 'gsjj')).toBe(false);
    expect(hasFeed(tree, 'missing')).toBe(false);
    expect(hasFeed(tree, null)).toBe(false);
    expect(isFeedCode(menu('tpxw'))).toBe(true);
    expect(isFeedCode(menu('gsxw'))).toBe(false);
    expect(listPageCode('/articleimglists3/xcl?page=2')).toBe('xcl');
    expect(listPageCode('/columndetail/gsjj')).toBeNull();
    expect(pageFeedFolder(tree, '/articlepagelist/jtyw')?.fdCode).toBe('jtyw');
    expect(pageFeedFolder(tree, '/articlepagelist/missing')).toBeNull();
    expect(pageFeedFolder(tree, '/columndetail/gsjj')).toBeNull();
  });

  it("give the home page its language's news-centre feeds", () => {
    expect(homeFeedFolders(tree, 'zh').map((folder) => folder.fdCode)).toEqual(['jtyw', 'tpxw', 'hxjs']);
    expect(homeFeedFolders(tree, 'en')).toEqual([]);
  });
});

describe('feed titles', () => {
  it('name the column and the site, as page titles do', () => {
    expect(feedTitle('集团要闻', '衡川化学工程集团有限公司')).toBe('集团要闻 | 衡川化学工程集团有限公司');
    expect(feedTitle('Group News', null)).toBe('Group News');
    expect(feedTitle('Hengchuan', 'Hengchuan')).toBe('Hengchuan');
  });

  it('are how a page announces a feed, with its path', () => {
    expect(announcedFeed(menu('tpxw'), 'Site')).toEqual({
      path: '/feeds/tpxw.xml',
      title: `${menu('tpxw').fdName} | Site`,
    });
  });
});
