import { describe, expect, it } from 'vitest';
import { matchesEntityTag, preferredEncoding } from '../../../../server/http/contentEncoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
  ])('chooses %j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br', null],
    ['*', 'gzip'],
    ['br, gzip;q=0', null],
  ])('without a brotli copy chooses %j → %j', (header, expected) => {
    expect(preferredEncoding(header, false)).toBe(expected);
  });
});

describe('matchesEntityTag', () => {
  const tags = ['"abc"', '"abc-gz"', '"abc-br"'];

  it('matches an exact tag, a weak tag, one of a list and a star', () => {
    expect(matchesEntityTag('"abc"', tags)).toBe(true);
    expect(matchesEntityTag('W/"abc-br"', tags)).toBe(true);
    expect(matchesEntityTag('"x", "abc-gz"', tags)).toBe(true);
    expect(matchesEntityTag('*', tags)).toBe(true);
  });

  it('does not match other tags or a missing header', () => {
    expect(matchesEntityTag('"abcd"', tags)).toBe(false);
    expect(matchesEntityTag(undefined, tags)).toBe(false);
  });
});
