import { describe, expect, it } from 'vitest';
import {
  alternateCode,
  alternatePath,
  canonicalQuery,
  LANG_PARAM,
  localisedHref,
  requestLocale,
} from '../../../../shared/seo/pageUrls.js';

const EN_CODES = new Set(['esy', 'egsjj', 'ejtyw', 'elxwm']);
const ZH_CODES = new Set(['sy', 'gsjj', 'jtyw', 'lxwm', 'shared']);

describe('page URL rules', () => {
  it('takes the language from ?lang=, else the cookie, else Chinese', () => {
    expect(requestLocale('en', 'zh')).toBe('en');
    expect(requestLocale('fr', 'en')).toBe('en');
    expect(requestLocale(null, undefined)).toBe('zh');
  });

  it('writes Chinese pages without lang and English ones with ?lang=en first', () => {
    expect(LANG_PARAM).toBe('lang');
    expect(localisedHref('/leaders', [], 'zh')).toBe('/leaders');
    expect(localisedHref('/leaders', [], 'en')).toBe('/leaders?lang=en');
    expect(localisedHref('/articlesearch', [['inputValue', 'a&b']], 'en')).toBe(
      '/articlesearch?lang=en&inputValue=a%26b',
    );
  });

  it("keeps a route's meaningful query, a page number only above 1", () => {
    const query = new URLSearchParams('page=2&utm_source=x&lang=en');
    expect(canonicalQuery('articlepagelist', query)).toEqual([['page', '2']]);
    expect(canonicalQuery('articlepagelist', new URLSearchParams('page=1'))).toEqual([]);
    expect(canonicalQuery('columndetail', query)).toEqual([]);
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
});
