import type { MenuEntry, MenuItem } from '../../../shared/api/menu.js';
import type { Locale } from '../../../shared/constants.js';
import { flattenMenus } from '../../../shared/nav/findMenu.js';
import { localiseLink } from '../../../shared/seo/languageLinks.js';
import en from '../../../client/src/i18n/en.json';
import zh from '../../../client/src/i18n/zh.json';
import type { Site } from './site.js';

export type MessageId = keyof typeof zh;

/** A UI string as the client shows it (plain messages only). */
export function label(locale: Locale, id: MessageId): string {
  return (locale === 'zh' ? zh : en)[id];
}

/** The menu tree the BFF serves for a language. */
export function menusOf(site: Pick<Site, 'api'>, locale: Locale): Promise<MenuItem[]> {
  return site.api<MenuItem[]>(`/cms/api/folder/list?flag=${locale}`);
}

export function menuByCode(tree: readonly MenuEntry[], code: string): MenuEntry {
  const menu = flattenMenus(tree).find((m) => m.fdCode === code);
  if (!menu) throw new Error(`no menu ${code} in the tree`);
  return menu;
}

/** The language's own code for a Chinese menu code (the English tree uses `e` codes). */
export function codeFor(locale: Locale, zhCode: string): string {
  return locale === 'zh' ? zhCode : `e${zhCode}`;
}

/** A site link as a page in `locale` writes it (English pages add `lang=en`); null stays null. */
export function inLanguage<T extends string | null | undefined>(locale: Locale, href: T): T {
  return (typeof href === 'string' ? localiseLink(href, locale) : href) as T;
}
