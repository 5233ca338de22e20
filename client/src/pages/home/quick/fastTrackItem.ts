import type { FastTrackItem } from '../../../../../shared/api/home';
import type { Locale } from '../../../../../shared/constants';

/** The item's link in the visitor's language: `url` in Chinese, `enUrl` in English. */
export function fastTrackLink(item: FastTrackItem, locale: Locale): string | null {
  return locale === 'en' ? item.enUrl : item.url;
}

/** The item's name in the visitor's language; the Chinese name when there is no English one. */
export function fastTrackName(item: FastTrackItem, locale: Locale): string {
  return locale === 'en' && item.englishName ? item.englishName : item.fd_Name;
}
