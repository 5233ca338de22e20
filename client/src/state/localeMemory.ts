import type { Locale } from '../../../shared/constants';
import type { AppStorage } from './storage';

/** The cookie the server renders pages by (docs/server-rendering.md): the site's whole path, a year, same-site. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Remembers the visitor's language: in storage, the browser's own record, and in the `locale`
 * cookie, so the next page the server renders is in that language. Call from effects and handlers only.
 */
export function rememberLocale(storage: AppStorage, locale: Locale): void {
  // A value already there stays as it was written (another tool may have written it plainly).
  if (storage.read('locale') !== locale) storage.write('locale', locale);
  try {
    document.cookie = `locale=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  } catch {
    // A sandboxed document may refuse cookies; storage still holds the choice.
  }
}

/** Whether the browser holds the `locale` cookie. */
export function hasLocaleCookie(): boolean {
  return /(^|;\s*)locale=/.test(document.cookie);
}
