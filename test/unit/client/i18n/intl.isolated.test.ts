import { describe, expect, it, vi } from 'vitest';
import { intlFor } from '../../../../client/src/i18n/intl.js';

// The messages module reads its parts through the build's JSON split; here each language's one messages
// object is a plain object that grows in place, as the real one does.
const grown = vi.hoisted(() => ({
  zh: { 'nav.menu': '菜单' } as Record<string, string>,
  en: {} as Record<string, string>,
}));
vi.mock('../../../../client/src/i18n/messages.js', () => ({
  LANGUAGE_TAGS: { zh: 'zh-CN', en: 'en' },
  messagesFor: (locale: 'zh' | 'en') => grown[locale],
}));

describe('the formatter of a language', () => {
  it('is made once per language and reused by every render', () => {
    expect(intlFor('zh')).toBe(intlFor('zh'));
    expect(intlFor('en')).not.toBe(intlFor('zh'));
    expect(intlFor('en').locale).toBe('en');
    expect(intlFor('zh').formatMessage({ id: 'nav.menu' })).toBe('菜单');
  });

  it('reads the messages that load after it was made', () => {
    const intl = intlFor('en');
    grown.en['nav.menu'] = 'Menu';
    expect(intl.formatMessage({ id: 'nav.menu' })).toBe('Menu');
  });
});
