import { describe, expect, it } from 'vitest';
import type { NoticeBlock } from '../../../../shared/api/home.js';
import { noticeTabs } from '../../../../client/src/pages/home/investor/noticeTabs.js';

function notice(fdId: number): NoticeBlock {
  return { fdMsg: { fdId, fdCode: `n${fdId}`, fdName: `N${fdId}` }, articlesMsg: [] };
}

describe('noticeTabs', () => {
  const blocks = [notice(506), notice(62), notice(63)];

  it('shows every notice tab in Chinese', () => {
    expect(noticeTabs(blocks, 'zh')).toEqual(blocks);
  });

  it('shows only the first tab in English', () => {
    expect(noticeTabs(blocks, 'en')).toEqual([notice(506)]);
  });
});
