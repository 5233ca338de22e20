import { pageLocale, urlLocale } from '../../../../shared/seo/languageLinks';
import { loadAllMessages } from '../../i18n/messages';
import { rememberLocale } from '../../state/localeMemory';
import { localeChanged } from '../../state/localeSlice';
import { writeMenuRef } from '../../state/persisted';
import { browserStorage } from '../../state/storage';
import type { AppStore } from '../../state/store';

/**
 * The browser's side of "the language is in the URL": a navigation to an address in the other language
 * (the language switch, a link of the other language's page) switches the app to it before the page is
 * drawn: its messages first, so the page never draws with missing ones; then the store's language, which
 * clears the search box and the chosen menu (its codes belong to the other tree). An address that names its language is
 * the visitor's choice, kept in storage and the cookie.
 */
export async function followUrlLanguage(store: AppStore, url: URL): Promise<void> {
  const locale = pageLocale(url.searchParams);
  const current = store.getState().locale.value;
  if (locale !== current) {
    await loadAllMessages(locale);
    const storage = browserStorage();
    writeMenuRef(storage, 'curNav', null);
    writeMenuRef(storage, 'parentNav', null);
    store.dispatch(localeChanged(locale));
  }
  if (urlLocale(url.searchParams) !== null) rememberLocale(browserStorage(), locale);
}
