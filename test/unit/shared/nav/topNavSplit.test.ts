import { describe, expect, it } from 'vitest';
import { hasRightAlignedSubmenu, splitTopNav, visibleTopMenus } from '../../../../shared/nav/topNavSplit.js';
import { menuTree, sampleTree } from '../../../helpers/menuFixture.js';

const codes = (items: { fdCode: string }[]) => items.map((m) => m.fdCode);

describe('splitTopNav', () => {
  it('keeps only level-1 menus with status 1, in order', () => {
    expect(codes(visibleTopMenus(sampleTree()))).toEqual(['sy', 'gywm', 'gsxw', 'tzzgx', 'ztzl', 'hzhb']);
  });

  it('splits an even count into equal halves', () => {
    const { left, right } = splitTopNav(sampleTree());
    expect(codes(left)).toEqual(['sy', 'gywm', 'gsxw']);
    expect(codes(right)).toEqual(['tzzgx', 'ztzl', 'hzhb']);
  });

  it('gives the left half the smaller share of an odd count', () => {
    const tree = menuTree(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((fdCode) => ({ fdCode })));
    const { left, right } = splitTopNav(tree);
    expect(codes(left)).toEqual(['a', 'b', 'c', 'd']);
    expect(codes(right)).toEqual(['e', 'f', 'g', 'h', 'i']);
  });

  it('puts a single menu on the right and handles an empty tree', () => {
    expect(splitTopNav(menuTree([{ fdCode: 'only' }]))).toMatchObject({ left: [], right: [{ fdCode: 'only' }] });
    expect(splitTopNav([])).toEqual({ left: [], right: [] });
  });

  it('counts hidden menus out before splitting', () => {
    const tree = menuTree([{ fdCode: 'a' }, { fdCode: 'hidden', status: 0 }, { fdCode: 'b' }, { fdCode: 'c' }]);
    expect(codes(splitTopNav(tree).left)).toEqual(['a']);
    expect(codes(splitTopNav(tree).right)).toEqual(['b', 'c']);
  });
});

describe('hasRightAlignedSubmenu', () => {
  it('is true for the first four top items only', () => {
    expect([0, 1, 2, 3, 4, 8, -1].map(hasRightAlignedSubmenu)).toEqual([true, true, true, true, false, false, false]);
  });
});
