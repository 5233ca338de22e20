import { describe, expect, it } from 'vitest';
import { pageFeeds } from '../../../../client/src/app/render/pageFeeds.js';
import { menuTree } from '../../../helpers/menuFixture.js';

const english = menuTree([
  { fdCode: 'sy', jumpUrl: '/index/sy' },
  {
    fdCode: 'egsxw',
    fdName: 'News',
    jumpUrl: '/articlepagelist/ejtyw',
    children: [
      { fdCode: 'ejtyw', fdName: 'Group News', jumpUrl: '/articlepagelist/ejtyw' },
      { fdCode: 'etpxw', fdName: 'Picture News', jumpUrl: '/articleimglist/etpxw' },
    ],
  },
  { fdCode: 'egsjj', fdName: 'Profile', jumpUrl: '/columndetail/egsjj' },
]);
const SITE = 'Hengchuan Chemical Engineering Group Co., Ltd.';

describe('the feeds a page announces', () => {
  it("on the home page, are the news centre's, each titled by its column and the site in the page's language", () => {
    expect(pageFeeds('homeIndex', '/index/sy', english, 'en', SITE)).toEqual([
      { path: '/feeds/ejtyw.xml', title: `Group News | ${SITE}` },
      { path: '/feeds/etpxw.xml', title: `Picture News | ${SITE}` },
    ]);
  });

  it("on a list page, is its own folder's; other pages announce none", () => {
    expect(pageFeeds('articleimglist', '/articleimglist/etpxw', english, 'en', SITE)).toEqual([
      { path: '/feeds/etpxw.xml', title: `Picture News | ${SITE}` },
    ]);
    expect(pageFeeds('columndetail', '/columndetail/egsjj', english, 'en', SITE)).toEqual([]);
  });
});
