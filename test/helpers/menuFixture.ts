import type { MenuItem } from '../../shared/api/menu.js';

type MenuSpec = Partial<Omit<MenuItem, 'children'>> & { fdCode: string; children?: MenuSpec[] };

let nextId = 1;

/** A canonical menu tree from a compact description: parents, levels and isShow are filled in. */
export function menuTree(specs: MenuSpec[]): MenuItem[] {
  const build = (spec: MenuSpec, parent: MenuItem | null): MenuItem => {
    const item: MenuItem = {
      fdId: spec.fdId ?? nextId++,
      fdCode: spec.fdCode,
      fdName: spec.fdName ?? spec.fdCode,
      parentCode: parent ? parent.fdCode : null,
      parentCodes: parent ? [...parent.parentCodes, parent.fdCode] : [],
      parentId: parent ? parent.fdId : null,
      level: parent ? parent.level + 1 : 1,
      status: spec.status ?? 1,
      jumpUrl: spec.jumpUrl === undefined ? `/columndetail/${spec.fdCode}` : spec.jumpUrl,
      image: spec.image ?? null,
      content: spec.content ?? null,
      isShow: false,
      children: [],
    };
    item.children = (spec.children ?? []).map((child) => build(child, item));
    item.isShow = item.children.length > 0;
    return item;
  };
  return specs.map((spec) => build(spec, null));
}

/** A tree shaped like the demo content's Chinese menu, trimmed to what navigation rules look at. */
export function sampleTree(): MenuItem[] {
  return menuTree([
    { fdCode: 'sy', fdName: '首页', jumpUrl: '/index/sy' },
    {
      fdCode: 'gywm',
      fdName: '关于我们',
      jumpUrl: null,
      children: [
        { fdCode: 'gsjj', fdName: '公司简介', jumpUrl: '/columndetail/gsjj' },
        { fdCode: 'ldtd', fdName: '领导团队', jumpUrl: '/leaders' },
      ],
    },
    {
      fdCode: 'gsxw',
      fdName: '新闻中心',
      jumpUrl: '/articlepagelist/gsxw',
      children: [{ fdCode: 'jtyw', fdName: '集团要闻', jumpUrl: '/articlepagelist/jtyw' }],
    },
    {
      fdCode: 'tzzgx',
      fdName: '投资者关系',
      jumpUrl: '/columnstock/tzzgx',
      children: [
        {
          fdCode: 'xxpl',
          fdName: '信息披露',
          jumpUrl: null,
          children: [
            { fdCode: 'dqgg', fdName: '定期公告', jumpUrl: '/articlepagelist/dqgg' },
            { fdCode: 'lsgg', fdName: '临时公告', jumpUrl: '/articlepagelist/lsgg' },
          ],
        },
        { fdCode: 'gpxx', fdName: '股票信息', jumpUrl: '/columnstock/gpxx' },
      ],
    },
    {
      fdCode: 'ztzl',
      fdName: '专题专栏',
      jumpUrl: '/ztzldetail',
      children: [{ fdCode: 'aqscy', fdName: '安全生产月', jumpUrl: '/articlepagelist/aqscy' }],
    },
    { fdCode: 'hzhb', fdName: '合作伙伴', jumpUrl: 'https://partner.example.com/' },
    { fdCode: 'wzdt', fdName: '网站地图', status: 0, jumpUrl: '/columndetail/wzdt' },
  ]);
}
