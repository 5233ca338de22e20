import { describe, expect, it } from 'vitest';
import type { FastTrackItem, NoticeBlock, ThreeFolderBlock } from '../../../../shared/api/home.js';
import { mapSearchUrl } from '../../../../client/src/pages/home/contact/mapSearch.js';
import { shownFolderBlocks } from '../../../../client/src/pages/home/folders/folderBlocks.js';
import { noticeTabs } from '../../../../client/src/pages/home/investor/noticeTabs.js';
import { fastTrackLink, fastTrackName } from '../../../../client/src/pages/home/quick/fastTrackItem.js';

const ITEM: FastTrackItem = {
  id: 1,
  fd_Name: '设计云',
  englishName: 'Design Cloud',
  icon: '/cms/files/icons/design-cloud.svg',
  url: '/companySzhfw/sjy',
  enUrl: '/companySzhfw/esjy',
};

function folder(fdId: number): ThreeFolderBlock {
  return {
    folderMsg: { fdId, fdCode: `f${fdId}`, fdName: `F${fdId}`, jumpUrl: null },
    allSubFolderMsg: [],
    articlesMsg: [],
  };
}

function notice(fdId: number): NoticeBlock {
  return { fdMsg: { fdId, fdCode: `n${fdId}`, fdName: `N${fdId}` }, articlesMsg: [] };
}

describe('fast-track items', () => {
  it('link to url in Chinese and to enUrl in English', () => {
    expect(fastTrackLink(ITEM, 'zh')).toBe('/companySzhfw/sjy');
    expect(fastTrackLink(ITEM, 'en')).toBe('/companySzhfw/esjy');
  });

  it('are named in the language, in Chinese when there is no English name', () => {
    expect(fastTrackName(ITEM, 'zh')).toBe('设计云');
    expect(fastTrackName(ITEM, 'en')).toBe('Design Cloud');
    expect(fastTrackName({ ...ITEM, englishName: '' }, 'en')).toBe('设计云');
  });
});

describe('shownFolderBlocks', () => {
  it('keeps the second and third of the three folders', () => {
    expect(shownFolderBlocks([folder(20), folder(40), folder(30)]).map((b) => b.folderMsg.fdId)).toEqual([40, 30]);
  });

  it('keeps what there is when fewer arrive', () => {
    expect(shownFolderBlocks([folder(20), folder(40)]).map((b) => b.folderMsg.fdId)).toEqual([40]);
    expect(shownFolderBlocks([])).toEqual([]);
  });
});

describe('noticeTabs', () => {
  const blocks = [notice(506), notice(62), notice(63)];

  it('shows every notice tab in Chinese', () => {
    expect(noticeTabs(blocks, 'zh')).toEqual(blocks);
  });

  it('shows only the first tab in English', () => {
    expect(noticeTabs(blocks, 'en')).toEqual([notice(506)]);
  });
});

describe('mapSearchUrl', () => {
  it('searches a Chinese map for the address, encoded', () => {
    expect(mapSearchUrl(' 江临市云湖路 88 号 ', 'zh')).toBe(
      `https://map.baidu.com/search/${encodeURIComponent('江临市云湖路 88 号')}`,
    );
  });

  it('searches an international map in English', () => {
    expect(mapSearchUrl('88 Yunhu Road, Jianglin', 'en')).toBe(
      'https://www.openstreetmap.org/search?query=88%20Yunhu%20Road%2C%20Jianglin',
    );
  });
});
