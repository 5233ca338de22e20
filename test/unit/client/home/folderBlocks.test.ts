import { describe, expect, it } from 'vitest';
import type { ThreeFolderBlock } from '../../../../shared/api/home.js';
import { shownFolderBlocks } from '../../../../client/src/pages/home/folders/folderBlocks.js';

function folder(fdId: number): ThreeFolderBlock {
  return {
    folderMsg: { fdId, fdCode: `f${fdId}`, fdName: `F${fdId}`, jumpUrl: null },
    allSubFolderMsg: [],
    articlesMsg: [],
  };
}

describe('shownFolderBlocks', () => {
  it('keeps the second and third of the three folders', () => {
    expect(shownFolderBlocks([folder(20), folder(40), folder(30)]).map((b) => b.folderMsg.fdId)).toEqual([40, 30]);
  });

  it('keeps what there is when fewer arrive', () => {
    expect(shownFolderBlocks([folder(20), folder(40)]).map((b) => b.folderMsg.fdId)).toEqual([40]);
    expect(shownFolderBlocks([])).toEqual([]);
  });
});
