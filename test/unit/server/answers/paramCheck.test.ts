import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from '../../../../shared/constants.js';
import { checkedParams } from '../../../../server/answers/paramCheck.js';

describe('checkedParams', () => {
  const list = ENDPOINTS.findArticleList;
  const search = ENDPOINTS.textSearch;

  it('takes what the route takes, in its canonical form, defaults applied and unknown names dropped', () => {
    expect(checkedParams(list, { folderId: '0025', nowPage: '2', pageSize: 10, flag: 'en', extra: 'x' })).toEqual({
      folderId: '25',
      nowPage: '2',
      pageSize: '10',
    });
  });

  it.each([
    ['an id that is not digits', { folderId: '25a' }],
    ['an id of thirteen digits', { folderId: '1234567890123' }],
    ['a page past the last', { folderId: 25, nowPage: MAX_PAGE + 1 }],
    ['a page of zero', { folderId: 25, nowPage: 0 }],
    ['a page size not offered', { folderId: 25, pageSize: 7 }],
  ])('refuses %s, as the route does', (_name, input) => {
    expect(checkedParams(list, input)).toBeNull();
  });

  it('refuses an unknown language', () => {
    expect(checkedParams(search, { inPutMessage: 'x', flag: 'fr' })).toBeNull();
    expect(checkedParams(search, { inPutMessage: 'x', flag: 'en' })?.flag).toBe('en');
  });

  it('refuses search text that is blank or too long, and takes it trimmed otherwise', () => {
    const field = 'inPutMessage';
    expect(checkedParams(search, { [field]: '   ' })).toBeNull();
    expect(checkedParams(search, { [field]: 'x'.repeat(MAX_SEARCH_LENGTH + 1) })).toBeNull();
    expect(checkedParams(search, { [field]: ' 乙烯 ' })?.[field]).toBe('乙烯');
  });
});
