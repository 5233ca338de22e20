import { describe, expect, it } from 'vitest';
import { columnFactsByCode, menuEntries } from '../../../../shared/api/menu.js';
import { normaliseMenuTree } from '../../../../shared/normalise/menuTree.js';
import { plainReader } from '../../../helpers/plainReader.js';

const tree = normaliseMenuTree(
  [
    {
      fdId: 1,
      fdCode: 'gywm',
      fdName: '关于我们',
      level: 1,
      status: 1,
      jumpUrl: '/columndetail/gsjj',
      image: '/cms/files/headers/gywm.jpg',
      content: '集团概况',
      children: [
        { fdId: 2, fdCode: 'gsjj', fdName: '公司简介', parentCode: 'gywm', level: 2, content: '我们是谁' },
        { fdId: 3, fdCode: 'ldtd', fdName: '领导团队', parentCode: 'gywm', level: 2 },
      ],
    },
  ],
  plainReader,
  'zh',
);

describe('the menu tree the pages keep', () => {
  it('holds the navigation fields only, nested as the CMS nests them', () => {
    const entries = menuEntries(tree);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      ['children', 'fdCode', 'fdId', 'fdName', 'jumpUrl', 'level', 'parentCode', 'status'].sort(),
    );
    expect(entries[0]?.children.map((child) => [child.fdCode, child.parentCode])).toEqual([
      ['gsjj', 'gywm'],
      ['ldtd', 'gywm'],
    ]);
  });

  it("keeps every column's picture and summary apart, by code", () => {
    expect(columnFactsByCode(tree)).toEqual({
      gywm: { image: '/cms/files/headers/gywm.jpg', content: '集团概况' },
      gsjj: { image: null, content: '我们是谁' },
      ldtd: { image: null, content: null },
    });
  });
});
