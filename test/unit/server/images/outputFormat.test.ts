import { describe, expect, it } from 'vitest';
import { negotiateFormat } from '../../../../server/images/outputFormat.js';

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'jpeg', 'avif'],
    ['image/webp,*/*', 'png', 'webp'],
    ['image/avif;q=0,image/webp', 'jpeg', 'webp'],
    ['IMAGE/AVIF ; q=0.5', 'jpeg', 'avif'],
    ['image/*,*/*;q=0.8', 'png', 'png'],
    ['image/webp;q=0', 'gif', 'gif'],
    ['', 'jpeg', 'jpeg'],
    [undefined, 'webp', 'webp'],
  ] as const)('Accept %j with a %s original gives %s', (accept, original, expected) => {
    expect(negotiateFormat(accept, original)).toBe(expected);
  });
});
