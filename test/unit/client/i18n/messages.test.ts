import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../../../client/src/i18n/en.json';
import { FIRST_MESSAGES } from '../../../../client/src/i18n/firstMessages.js';
import zh from '../../../../client/src/i18n/zh.json';

const files: Record<string, Record<string, string>> = { zh, en };

/** The argument names a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('UI message files', () => {
  it('have the same keys in Chinese and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it.each(Object.keys(files))('have no empty message and only valid message syntax (%s)', (locale) => {
    for (const [key, message] of Object.entries(files[locale] ?? {})) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it('use the same arguments in both languages', () => {
    for (const key of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(argumentsOf(en[key]), key).toEqual(argumentsOf(zh[key]));
    }
  });

  it("name only messages both files have as the first render's, each once", () => {
    expect(FIRST_MESSAGES.filter((key) => !(key in zh) || !(key in en))).toEqual([]);
    expect(new Set(FIRST_MESSAGES).size).toBe(FIRST_MESSAGES.length);
  });

  it('cover every UI string the specification names', () => {
    const required = [
      'common.siteSearch',
      'common.more',
      'common.detail',
      'common.currentLocation',
      'common.home',
      'common.newsCentre',
      'common.investorRelations',
      'common.stockInformation',
      'org.title',
      'org.internalOrgans',
      'org.subsidiaries',
      'org.secondLevelLegalBodies',
      'org.overseasInstitutions',
      'state.underConstruction',
      'state.noSearchResult',
      'article.detail',
      'search.result',
      'common.date',
      'article.source',
      'article.defaultSource',
      'article.relatedNews',
      'common.coreTechnology',
      'state.noData',
      'common.fastTrack',
      'common.contactUs',
      'footer.sitemap',
      'footer.privacy',
      'footer.legal',
      'header.setHomeAlert',
      'header.favouriteAlert',
      'notFound.message',
    ];
    expect(required.filter((key) => !(key in zh))).toEqual([]);
  });
});
