import { describe, expect, it } from 'vitest';
import { preferredLocale } from '../../../../server/errors/errorLanguage.js';

describe('preferredLocale', () => {
  it('takes the first language of the site a header names', () => {
    expect(preferredLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(preferredLocale('en-US,en;q=0.9')).toBe('en');
  });

  it('weighs the languages by their q values, not their order', () => {
    expect(preferredLocale('en;q=0.4, zh-TW;q=0.7')).toBe('zh');
  });

  it('skips languages the site does not have and those refused with q=0', () => {
    expect(preferredLocale('fr-FR, de;q=0.9, en;q=0.5')).toBe('en');
    expect(preferredLocale('zh;q=0, en;q=0.1')).toBe('en');
  });

  it('is null for no header or one naming neither language', () => {
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('fr, *;q=0.1')).toBeNull();
  });
});
