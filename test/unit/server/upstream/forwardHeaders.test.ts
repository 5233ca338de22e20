import { describe, expect, it } from 'vitest';
import {
  isCookieName,
  privateCookieHeader,
  privateRequestHeaders,
} from '../../../../server/upstream/forwardHeaders.js';

const PRIVATE = new Set(['session', 'auth_token']);
const ANALYTICS =
  '_ga=GA1.2.1234.5678; _gid=GA1.2.99.88; Hm_lvt_0123abcd=1700000000; Hm_lpvt_0123abcd=1700000001; consent=all; locale=en';

describe('isCookieName', () => {
  it('takes RFC 6265 tokens', () => {
    for (const name of ['session', '_ga', 'Hm_lvt_0123abcd', 'a.b-c', "x!#$%&'*+^`|~"])
      expect(isCookieName(name)).toBe(true);
  });

  it('refuses separators, spaces, control characters and the empty name', () => {
    for (const name of ['', 'a b', 'a=b', 'a;b', 'a,b', '(a)', 'a"b', 'a\tb', 'é', 'a/b', 'a\u0000']) {
      expect(isCookieName(name)).toBe(false);
    }
  });
});

describe('privateCookieHeader', () => {
  it('keeps only the named cookies, as sent and in the order sent', () => {
    expect(privateCookieHeader(`${ANALYTICS}; auth_token=t%3D1; session="abc"`, PRIVATE)).toBe(
      'auth_token=t%3D1; session="abc"',
    );
  });

  it('keeps the first of a repeated name', () => {
    expect(privateCookieHeader('session=first; session=second', PRIVATE)).toBe('session=first');
  });

  it('is null when no named cookie is there, or the header is malformed', () => {
    expect(privateCookieHeader(ANALYTICS, PRIVATE)).toBeNull();
    expect(privateCookieHeader('sessionx=1; xsession=2', PRIVATE)).toBeNull();
    expect(privateCookieHeader(';;; =; session', PRIVATE)).toBeNull();
  });
});

describe('privateRequestHeaders', () => {
  it('is null for analytics, consent and language cookies: the shared cache answers', () => {
    expect(privateRequestHeaders({ cookie: ANALYTICS }, PRIVATE)).toBeNull();
    expect(privateRequestHeaders({ cookie: 'session=1' }, new Set())).toBeNull();
    expect(privateRequestHeaders({ 'accept-language': 'en' }, PRIVATE)).toBeNull();
  });

  it('forwards a private cookie alone, with the language the visitor reads', () => {
    expect(
      privateRequestHeaders({ cookie: `${ANALYTICS}; session=abc`, 'accept-language': 'en-GB', host: 'x' }, PRIVATE),
    ).toEqual({ cookie: 'session=abc', 'accept-language': 'en-GB' });
  });

  it('forwards Authorization, and no cookie unless a private one is there', () => {
    expect(privateRequestHeaders({ authorization: 'Bearer t', cookie: ANALYTICS }, PRIVATE)).toEqual({
      authorization: 'Bearer t',
    });
  });

  it('drops values too long to forward rather than cutting them', () => {
    const long = 'x'.repeat(9000);
    expect(privateRequestHeaders({ authorization: long }, PRIVATE)).toEqual({});
    expect(privateRequestHeaders({ cookie: `session=${long}` }, PRIVATE)).toEqual({});
  });
});
