import { describe, expect, it } from 'vitest';
import { ContentIndex } from '../../../server/demo-cms/contentIndex.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import type { StoredArticle, StoredFolder } from '../../../server/demo-cms/contentTypes.js';

const pack = loadContent();
const folderByCode = (code: string): StoredFolder => {
  const found = [...pack.languages.zh.folders.values()].find((f) => f.fdCode === code);
  if (!found) throw new Error(code);
  return found;
};

function article(id: number, folder: StoredFolder, publishTime: string, fdSort?: number): StoredArticle {
  return {
    id,
    title: `t${id}`,
    englishTitle: null,
    summary: 's',
    content: '<p>c</p>',
    image: null,
    publishTime,
    publishUser: null,
    ...(fdSort === undefined ? {} : { fdSort }),
    lang: 'zh',
    fdCode: folder.fdCode,
    folderId: folder.fdId,
    searchText: '',
  };
}

describe('ContentIndex ordering', () => {
  it('orders a hand-ordered folder by fdSort, unsorted articles last', () => {
    const sjy = folderByCode('sjy');
    expect(sjy.orderBy).toBe('fdSort');
    const index = new ContentIndex({
      ...pack,
      articles: [
        article(1981, sjy, '2026-01-01 09:00:00', 2),
        article(1982, sjy, '2026-02-01 09:00:00'),
        article(1983, sjy, '2025-01-01 09:00:00', 1),
      ],
    });
    expect(index.articlesOf(sjy).map((a) => a.id)).toEqual([1983, 1981, 1982]);
  });

  it('orders other folders newest first, equal times by id', () => {
    const mtjj = folderByCode('mtjj');
    const index = new ContentIndex({
      ...pack,
      articles: [
        article(1981, mtjj, '2025-05-01 09:00:00', 1),
        article(1982, mtjj, '2026-02-01 09:00:00', 9),
        article(1983, mtjj, '2026-02-01 09:00:00'),
      ],
    });
    expect(index.articlesOf(mtjj).map((a) => a.id)).toEqual([1983, 1982, 1981]);
  });

  it('collects the articles below a folder, newest first', () => {
    const index = new ContentIndex({
      ...pack,
      articles: [
        article(1981, folderByCode('jtyw'), '2025-05-01 09:00:00'),
        article(1982, folderByCode('tpxw'), '2026-05-01 09:00:00'),
      ],
    });
    expect(index.articlesBelow(folderByCode('gsxw')).map((a) => a.id)).toEqual([1982, 1981]);
  });
});
