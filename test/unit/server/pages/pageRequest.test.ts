import { describe, expect, it } from 'vitest';
import { localeCookie } from '../../../../server/pages/pageRequest.js';
import { foreignCookies, isPrivateRequest } from '../../../../server/upstream/forwardHeaders.js';

describe('the locale cookie', () => {
  it('is read among other cookies', () => {
    expect(localeCookie('a=1; locale=en; b=2')).toBe('en');
    expect(localeCookie('xlocale=en')).toBeNull();
    expect(localeCookie(undefined)).toBeNull();
  });

  it('neither makes a request private nor goes to the CMS', () => {
    expect(isPrivateRequest({ cookie: 'locale=en' })).toBe(false);
    expect(isPrivateRequest({ cookie: 'locale=en; session=abc' })).toBe(true);
    expect(foreignCookies('locale=en; session=abc')).toBe('session=abc');
    expect(foreignCookies(' locale=zh ')).toBeNull();
  });
});
