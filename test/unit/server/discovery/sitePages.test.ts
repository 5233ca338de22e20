import { describe, expect, it } from 'vitest';
import { sitePages, type SitePage } from '../../../../server/discovery/sitePages.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const zh = menuTree([
  { fdCode: 'sy', jumpUrl: '/index/sy' },
  {
    fdCode: 'gywm',
    jumpUrl: '/columndetail/gsjj',
    children: [
      { fdCode: 'gsjj', jumpUrl: '/columndetail/gsjj' },
      { fdCode: 'ldtd', jumpUrl: '/leaders' },
      { fdCode: 'zgjg', jumpUrl: '/columndetail/zgjg' },
    ],
  },
  { fdCode: 'ztzl', jumpUrl: '/ztzldetail' },
  { fdCode: 'home', jumpUrl: '/' },
  { fdCode: 'ss', jumpUrl: '/articlesearch?inputValue=x' },
  { fdCode: 'art', jumpUrl: '/articledetail/1001' },
  { fdCode: 'out', jumpUrl: 'https://example.com/' },
  { fdCode: 'bad', jumpUrl: '/no/such/route' },
  { fdCode: 'none', jumpUrl: null },
]);
const en = menuTree([
  { fdCode: 'esy', jumpUrl: '/index/sy' },
  {
    fdCode: 'egywm',
    jumpUrl: '/columndetail/egsjj',
    children: [
      { fdCode: 'egsjj', jumpUrl: '/columndetail/egsjj' },
      { fdCode: 'eldtd', jumpUrl: '/leaders' },
    ],
  },
  { fdCode: 'eztzl', jumpUrl: '/ztzldetail?fdId=570' },
]);

const byHref = (pages: SitePage[]) => new Map(pages.map((p) => [p.href, p]));

describe('the pages of the menus', () => {
  const pages = byHref(sitePages({ zh, en }));

  it('are listed once each, in their language, without results, articles, external or unknown links', () => {
    expect([...pages.keys()].sort()).toEqual(
      [
        '/index/sy',
        '/index/sy?lang=en',
        '/columndetail/gsjj',
        '/columndetail/egsjj?lang=en',
        '/leaders',
        '/leaders?lang=en',
        '/columndetail/zgjg',
        '/ztzldetail',
        '/ztzldetail?lang=en',
        '/ztzldetail?lang=en&fdId=570',
      ].sort(),
    );
    expect(pages.get('/leaders?lang=en')?.locale).toBe('en');
  });

  it('pair each page with its other-language twin, both ways', () => {
    const pair = { zh: '/columndetail/gsjj', en: '/columndetail/egsjj?lang=en' };
    expect(pages.get(pair.zh)?.alternates).toEqual(pair);
    expect(pages.get(pair.en)?.alternates).toEqual(pair);
    expect(pages.get('/index/sy')?.alternates).toEqual({ zh: '/index/sy', en: '/index/sy?lang=en' });
    expect(pages.get('/ztzldetail')?.alternates).toEqual({ zh: '/ztzldetail', en: '/ztzldetail?lang=en' });
  });

  it('give no alternates to pages only one language has, or that name a folder of one tree', () => {
    expect(pages.get('/columndetail/zgjg')?.alternates).toEqual({});
    expect(pages.get('/ztzldetail?lang=en&fdId=570')?.alternates).toEqual({});
  });
});
