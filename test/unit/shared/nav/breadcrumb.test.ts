import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../../shared/api/menu.js';
import { breadcrumbTrail } from '../../../../shared/nav/breadcrumb.js';
import { menuTree, sampleTree } from '../../../helpers/menuFixture.js';

const names = (items: MenuEntry[]) => items.map((m) => m.fdName);

describe('breadcrumbTrail', () => {
  it('lists the ancestors root first, then the current menu', () => {
    expect(names(breadcrumbTrail(sampleTree(), 'dqgg', 'sy'))).toEqual(['投资者关系', '信息披露', '定期公告']);
    expect(names(breadcrumbTrail(sampleTree(), 'gsjj', 'sy'))).toEqual(['关于我们', '公司简介']);
  });

  it('is the menu alone for a top-level menu', () => {
    expect(names(breadcrumbTrail(sampleTree(), 'gsxw', 'sy'))).toEqual(['新闻中心']);
  });

  it('is empty for the home menu and for unknown or missing codes', () => {
    expect(breadcrumbTrail(sampleTree(), 'sy', 'sy')).toEqual([]);
    expect(breadcrumbTrail(sampleTree(), 'nope', 'sy')).toEqual([]);
    expect(breadcrumbTrail(sampleTree(), null, 'sy')).toEqual([]);
  });

  it('stops at a parent code that is not in the tree', () => {
    const [orphan] = menuTree([{ fdCode: 'orphan' }]);
    if (!orphan) throw new Error('fixture');
    const tree = [{ ...orphan, parentCode: 'missing' }];
    expect(names(breadcrumbTrail(tree, 'orphan', 'sy'))).toEqual(['orphan']);
  });

  it('stops on a loop of parent codes', () => {
    const [a, b] = menuTree([{ fdCode: 'a' }, { fdCode: 'b' }]);
    if (!a || !b) throw new Error('fixture');
    const tree = [
      { ...a, parentCode: 'b' },
      { ...b, parentCode: 'a' },
    ];
    expect(names(breadcrumbTrail(tree, 'a', 'sy'))).toEqual(['b', 'a']);
  });
});
