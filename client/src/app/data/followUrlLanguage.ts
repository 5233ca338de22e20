import { flattenMenus } from '../../../../shared/nav/findMenu';
import { pageLocale, urlLocale } from '../../../../shared/seo/languageLinks';
import { selectMenusFor } from '../../api/menuApi';
import { loadAllMessages } from '../../i18n/messages';
import { rememberLocale } from '../../state/localeMemory';
import { localeChanged, otherCodesKnown } from '../../state/localeSlice';
import { writeMenuRef } from '../../state/persisted';
import { browserStorage } from '../../state/storage';
import type { AppStore } from '../store';

/**
 * The browser's side of "the language is in the URL": a navigation to an address in the other language
 * (the language switch, a link of the other language's page) switches the app to it before the page is
 * drawn: its messages first, so the page never draws with missing ones; then the store's language, which
 * clears the search box and the chosen menu (its codes belong to the other tree). The tree left behind
 * gives the other language's codes, for the switch's link back. An address that names its language is
 * the visitor's choice, kept in storage and the cookie (SPEC §3).
 */
export async function followUrlLanguage(store: AppStore, url: URL): Promise<void> {
  const locale = pageLocale(url.searchParams);
  const current = store.getState().locale.value;
  if (locale !== current) {
    await loadAllMessages(locale);
    const storage = browserStorage();
    writeMenuRef(storage, 'curNav', null);
    writeMenuRef(storage, 'parentNav', null);
    const leftBehind = selectMenusFor(current)(store.getState()).data;
    store.dispatch(localeChanged(locale));
    if (leftBehind) store.dispatch(otherCodesKnown(flattenMenus(leftBehind).map((menu) => menu.fdCode)));
  }
  if (urlLocale(url.searchParams) !== null) rememberLocale(browserStorage(), locale);
}
