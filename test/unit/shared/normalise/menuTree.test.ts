import { describe, expect, it } from 'vitest';
import { UpstreamShapeError } from '../../../../shared/normalise/cleaner.js';
import { normaliseMenuTree } from '../../../../shared/normalise/menuTree.js';
import { plainReader } from '../../../helpers/plainReader.js';

const nested = [
  {
    fdId: 1,
    fdCode: 'gywm',
    fdName: '关于我们',
    level: 1,
    status: 1,
    jumpUrl: '/columndetail/gsjj',
    children: [
      { fdId: 2, fdCode: 'gsjj', fdName: '公司简介', parentCode: 'gywm', level: 2, jumpUrl: '/columndetail/gsjj' },
      { fdId: -1, fdCode: 'placeholder', fdName: 'x', parentCode: 'gywm', level: 2 },
    ],
  },
  { fdId: 3, fdCode: 'xwzx', fdName: '新闻中心', level: 1, status: 1, children: [] },
  { fdId: -1, fdCode: 'gone', fdName: 'gone', level: 1, status: 1, children: [] },
];

describe('normaliseMenuTree', () => {
  it('keeps a nested tree and sets isShow by children', () => {
    const tree = normaliseMenuTree(nested, plainReader, 'zh');
    expect(tree.map((m) => [m.fdCode, m.isShow])).toEqual([
      ['gywm', true],
      ['xwzx', false],
    ]);
    expect(tree[0]?.children.map((c) => c.fdCode)).toEqual(['gsjj']);
  });

  it('drops items with fdId -1', () => {
    const codes = JSON.stringify(normaliseMenuTree(nested, plainReader, 'zh'));
    expect(codes).not.toContain('placeholder');
    expect(codes).not.toContain('gone');
  });

  it('builds the tree from a flat list linked by parentCode', () => {
    const flat = [
      { fdId: 1, fdCode: 'gywm', fdName: '关于我们', level: 1, status: 1 },
      { fdId: 2, fdCode: 'gsjj', fdName: '公司简介', parentCode: 'gywm', level: 2 },
      { fdId: 4, fdCode: 'ldtd', fdName: '领导团队', parentCode: 'gywm', level: 2 },
      { fdId: 3, fdCode: 'xwzx', fdName: '新闻中心', level: 1, status: 1 },
    ];
    const tree = normaliseMenuTree(flat, plainReader, 'zh');
    expect(tree.map((m) => m.fdCode)).toEqual(['gywm', 'xwzx']);
    expect(tree[0]?.children.map((c) => c.fdCode)).toEqual(['gsjj', 'ldtd']);
    expect(tree[0]?.isShow).toBe(true);
    expect(tree[0]?.children[0]).toMatchObject({ parentCode: 'gywm', parentId: 1, parentCodes: ['gywm'] });
  });

  it('drops the subtree of a dropped item in a flat list', () => {
    const flat = [
      { fdId: -1, fdCode: 'hidden', fdName: 'x', level: 1 },
      { fdId: 5, fdCode: 'child', fdName: 'y', parentCode: 'hidden', level: 2 },
    ];
    expect(normaliseMenuTree(flat, plainReader, 'zh')).toEqual([]);
  });

  it('reads parentCodes given as a comma-separated string', () => {
    const tree = normaliseMenuTree(
      [{ fdId: 1, fdCode: 'a', fdName: 'A', children: [{ fdId: 2, fdCode: 'b', fdName: 'B', parentCodes: 'a' }] }],
      plainReader,
      'zh',
    );
    expect(tree[0]?.children[0]?.parentCodes).toEqual(['a']);
  });

  it('derives level and parentCodes from the tree when missing', () => {
    const tree = normaliseMenuTree(
      [{ fdId: 1, fdCode: 'a', fdName: 'A', children: [{ fdId: 2, fdCode: 'b', fdName: 'B', children: [] }] }],
      plainReader,
      'zh',
    );
    expect(tree[0]).toMatchObject({ level: 1, parentCodes: [] });
    expect(tree[0]?.children[0]).toMatchObject({ level: 2, parentCodes: ['a'] });
  });

  it('turns a dangerous jumpUrl into null', () => {
    const tree = normaliseMenuTree(
      [{ fdId: 1, fdCode: 'a', fdName: 'A', jumpUrl: 'javascript:alert(1)' }],
      plainReader,
      'zh',
    );
    expect(tree[0]?.jumpUrl).toBeNull();
  });

  it("writes a link naming its page's default folder by id as the page's one URL, without the id", () => {
    const topics = (fdId: number, fdCode: string, jumpUrl: string) => ({ fdId, fdCode, fdName: fdCode, jumpUrl });
    const english = normaliseMenuTree(
      [
        topics(570, 'eztzl', '/ztzldetail?fdId=570'),
        topics(520, 'egywm', '/ztzldetail?fdId=570&x=1#top'),
        topics(521, 'eother', '/ztzldetail?fdId=520'),
      ],
      plainReader,
      'en',
    );
    expect(english.map((menu) => menu.jumpUrl)).toEqual(['/ztzldetail', '/ztzldetail?x=1#top', '/ztzldetail?fdId=520']);
    // In Chinese, the special-topic folder is another one: 570 is a folder like any other there.
    const chinese = normaliseMenuTree([topics(80, 'ztzl', '/ztzldetail?fdId=570')], plainReader, 'zh');
    expect(chinese[0]?.jumpUrl).toBe('/ztzldetail?fdId=570');
  });

  it('skips entries without an id or a code', () => {
    const tree = normaliseMenuTree([null, 'x', { fdName: 'no id' }, { fdId: 1, fdName: 'no code' }], plainReader, 'zh');
    expect(tree).toEqual([]);
  });

  it('leaves out items whose parents form a loop', () => {
    const flat = [
      { fdId: 1, fdCode: 'a', fdName: 'A', parentCode: 'b' },
      { fdId: 2, fdCode: 'b', fdName: 'B', parentCode: 'a' },
      { fdId: 3, fdCode: 'c', fdName: 'C' },
    ];
    expect(normaliseMenuTree(flat, plainReader, 'zh').map((m) => m.fdCode)).toEqual(['c']);
  });

  it('rejects data that is not a list', () => {
    expect(() => normaliseMenuTree({ menus: [] }, plainReader, 'zh')).toThrow(UpstreamShapeError);
  });
});
