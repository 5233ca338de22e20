import { describe, expect, it } from 'vitest';
import {
  alternateCode,
  alternatePath,
  LANG_PARAM,
  localiseLink,
  localisedHref,
  pageLocale,
  switchHref,
  urlLocale,
} from '../../../../shared/seo/languageLinks.js';

const EN_CODES = new Set(['esy', 'egsjj', 'ejtyw', 'elxwm']);
const ZH_CODES = new Set(['sy', 'gsjj', 'jtyw', 'lxwm', 'shared']);
const query = (search: string) => new URLSearchParams(search);

describe('the language in the URL', () => {
  it('reads the language a URL names, and draws a bare URL in Chinese', () => {
    expect(urlLocale(query('lang=en&page=2'))).toBe('en');
    expect(urlLocale(query('page=2&lang=zh'))).toBe('zh');
    expect(urlLocale(query('lang=fr'))).toBeNull();
    expect(urlLocale(query(''))).toBeNull();
    expect(pageLocale(query('lang=fr'))).toBe('zh');
    expect(pageLocale(query('lang=en'))).toBe('en');
  });

  it('writes Chinese pages without lang and English ones with ?lang=en first', () => {
    expect(LANG_PARAM).toBe('lang');
    expect(localisedHref('/leaders', [], 'zh')).toBe('/leaders');
    expect(localisedHref('/leaders', [], 'en')).toBe('/leaders?lang=en');
    expect(localisedHref('/articlesearch', [['inputValue', 'a&b']], 'en')).toBe(
      '/articlesearch?lang=en&inputValue=a%26b',
    );
  });

  it('maps a code to the e-prefixed one and back, when the other menu has it', () => {
    expect(alternateCode('gsjj', 'en', EN_CODES)).toBe('egsjj');
    expect(alternateCode('egsjj', 'zh', ZH_CODES)).toBe('gsjj');
    expect(alternateCode('shared', 'zh', ZH_CODES)).toBe('shared');
    expect(alternateCode('ldtd', 'en', EN_CODES)).toBeNull();
  });

  it('gives the other language the same page by code, the same path without one, and articles none', () => {
    expect(alternatePath('/columndetail/gsjj', 'en', EN_CODES)).toBe('/columndetail/egsjj');
    expect(alternatePath('/columndetail/elxwm', 'zh', ZH_CODES)).toBe('/columndetail/lxwm');
    expect(alternatePath('/columndetail/ldtd', 'en', EN_CODES)).toBeNull();
    expect(alternatePath('/leaders', 'en', EN_CODES)).toBe('/leaders');
    expect(alternatePath('/articledetail/1001', 'en', EN_CODES)).toBeNull();
    expect(alternatePath('/404', 'en', EN_CODES)).toBeNull();
    expect(alternatePath('/no/such/page', 'en', EN_CODES)).toBeNull();
  });

  it('keeps the home path in both languages, though the English menu calls home esy', () => {
    expect(alternatePath('/index/sy', 'en', EN_CODES)).toBe('/index/sy');
    expect(alternatePath('/index/sy', 'zh', ZH_CODES)).toBe('/index/sy');
  });

  it('writes lang=zh when asked to name Chinese', () => {
    expect(localisedHref('/leaders', [], 'zh', true)).toBe('/leaders?lang=zh');
    expect(localisedHref('/articlesearch', [['inputValue', 'x']], 'zh', true)).toBe(
      '/articlesearch?lang=zh&inputValue=x',
    );
  });

  it("writes a site link in the page's language: lang=en first on English pages, none on Chinese ones", () => {
    expect(localiseLink('/articlepagelist/ejtyw', 'en')).toBe('/articlepagelist/ejtyw?lang=en');
    expect(localiseLink('/articlepagelist/ejtyw?page=2', 'en')).toBe('/articlepagelist/ejtyw?lang=en&page=2');
    expect(localiseLink('/articlepagelist/ejtyw?page=2&lang=en', 'en')).toBe('/articlepagelist/ejtyw?lang=en&page=2');
    expect(localiseLink('/articlesearch?inputValue=a%26b#top', 'en')).toBe(
      '/articlesearch?lang=en&inputValue=a%26b#top',
    );
    expect(localiseLink('/articlepagelist/jtyw?lang=en&page=2', 'zh')).toBe('/articlepagelist/jtyw?page=2');
    expect(localiseLink('/leaders', 'zh')).toBe('/leaders');
  });

  it('leaves links that are not pages of the site as they are', () => {
    for (const href of [
      '/cms/files/a.pdf',
      '/feeds/jtyw.xml',
      'https://example.com/x',
      '//example.com/x',
      '#main',
      '/no/such',
    ]) {
      expect(localiseLink(href, 'en')).toBe(href);
    }
  });

  it("links the language switch to the page's counterpart, naming the language, Chinese too", () => {
    expect(switchHref('/columndetail/gsjj', query(''), 'en', EN_CODES)).toBe('/columndetail/egsjj?lang=en');
    expect(switchHref('/columndetail/egsjj', query('lang=en'), 'zh', ZH_CODES)).toBe('/columndetail/gsjj?lang=zh');
    expect(switchHref('/leaders', query('lang=en'), 'zh', ZH_CODES)).toBe('/leaders?lang=zh');
  });

  it('keeps the search word across the switch, and leaves page numbers and ids behind', () => {
    expect(switchHref('/articlesearch', query('inputValue=%E4%B9%99%E7%83%AF&page=3'), 'en', EN_CODES)).toBe(
      '/articlesearch?lang=en&inputValue=%E4%B9%99%E7%83%AF',
    );
    expect(switchHref('/articlepagelist/jtyw', query('page=3'), 'en', EN_CODES)).toBe('/articlepagelist/ejtyw?lang=en');
    expect(switchHref('/ztzldetail', query('fdId=570&lang=en'), 'zh', ZH_CODES)).toBe('/ztzldetail?lang=zh');
  });

  it('links to the same path while the other menu is unknown, for the server and router to send on', () => {
    expect(switchHref('/columndetail/gsjj/', query(''), 'en', null)).toBe('/columndetail/gsjj?lang=en');
  });

  it("goes to the other language's home page from a page that has no counterpart", () => {
    for (const path of ['/articledetail/1001', '/companyLeaderDetail', '/404', '/no/such/page', '/columndetail/ldtd']) {
      expect([path, switchHref(path, query('id=3'), 'en', EN_CODES)]).toEqual([path, '/index/sy?lang=en']);
    }
    expect(switchHref('/articledetail/5001', query('lang=en'), 'zh', ZH_CODES)).toBe('/index/sy?lang=zh');
  });
});
