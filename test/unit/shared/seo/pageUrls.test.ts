import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/constants.js';
import { ROUTE_PATHS, type RouteKindId } from '../../../../shared/routeTable.js';
import { localisedHref } from '../../../../shared/seo/languageLinks.js';
import { canonicalQuery, renderQuery } from '../../../../shared/seo/pageUrls.js';

/** Every parameter a page of the site may read, and others a visitor may add. */
const ASKED = 'inputValue=%E4%B9%99%E7%83%AF&fdId=570&id=3001&page=3&size=20&utm_source=news&x=1&lang=en';

const LISTS = {
  canonical: [['page', '3']],
  drawn: [
    ['page', '3'],
    ['size', '20'],
  ],
};
const NONE = { canonical: [], drawn: [] };

/**
 * What each route kind's page is drawn from, of everything asked: its canonical query (the page's URL and
 * the head's), and the query it is rendered and cached with. A new route kind must say here which of its
 * parameters make another page: a parameter dropped by mistake makes every URL with it one cached page.
 */
const EXPECTED: Record<RouteKindId, { canonical: string[][]; drawn: string[][] }> = {
  articlesearch: {
    canonical: [
      ['inputValue', '乙烯'],
      ['page', '3'],
    ],
    drawn: [
      ['inputValue', '乙烯'],
      ['page', '3'],
      ['size', '20'],
    ],
  },
  ztzldetail: { canonical: [['fdId', '570']], drawn: [['fdId', '570']] },
  companyLeaderDetail: { canonical: [['id', '3001']], drawn: [['id', '3001']] },
  articlepagelist: LISTS,
  articleimglist: LISTS,
  articleimglists: LISTS,
  articleimglists2: LISTS,
  articleimglists3: LISTS,
  articleimgdetaillist: LISTS,
  articledetail: NONE,
  articledetailonly: NONE,
  articlepreview: NONE,
  cncec: NONE,
  columnArticle: NONE,
  columnFolderList: NONE,
  columnFolderList2: NONE,
  columndetail: NONE,
  columnstock: NONE,
  companySzhfw: NONE,
  companywzdt: NONE,
  companyzzjge: NONE,
  homeIndex: NONE,
  leaders: NONE,
  notFound: NONE,
  szhfw: NONE,
};

describe('page URL rules', () => {
  it('name every route kind', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ROUTE_PATHS).sort());
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(Object.keys(EXPECTED) as RouteKindId[])('%s keeps its own query and drops the rest', (route) => {
      const asked = new URLSearchParams(ASKED.replace('lang=en', `lang=${locale}`));
      const expected = EXPECTED[route];
      expect(canonicalQuery(route, asked)).toEqual(expected.canonical);
      expect(renderQuery(route, asked)).toEqual(expected.drawn);
      // The language is the URL's own part, written back by the language rules, never part of the query.
      const href = localisedHref(ROUTE_PATHS[route], renderQuery(route, asked), locale);
      expect(new URLSearchParams(href.split('?')[1] ?? '').getAll('lang')).toEqual(locale === 'en' ? ['en'] : []);
    });
  });

  it('keeps a page number only above 1, and a size only when it is a number', () => {
    expect(canonicalQuery('articlepagelist', new URLSearchParams('page=1&size=20'))).toEqual([]);
    expect(renderQuery('articlepagelist', new URLSearchParams('page=01&size=x'))).toEqual([]);
    expect(renderQuery('articlepagelist', new URLSearchParams('page=007&size=030'))).toEqual([
      ['page', '7'],
      ['size', '30'],
    ]);
  });
});
