import { describe, expect, it } from 'vitest';
import { localeCookie } from '../../../../server/pages/pageRequest.js';

describe('the locale cookie', () => {
  it('is read among other cookies', () => {
    expect(localeCookie('a=1; locale=en; b=2')).toBe('en');
    expect(localeCookie('xlocale=en')).toBeNull();
    expect(localeCookie(undefined)).toBeNull();
  });

  it('is the first of a repeated name, without the spaces around it', () => {
    expect(localeCookie(' locale = en ; locale=zh')).toBe('en');
  });
});
