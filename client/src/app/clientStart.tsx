import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { urlLocale } from '../../../shared/seo/languageLinks';
import { Loading } from '../components/Loading/Loading';
import { loadMessages } from '../i18n/messages';
import { readLocale, readMenuRef } from '../state/persisted';
import { browserStorage } from '../state/storage';
import { AppRoot } from './AppRoot';
import { ROOT_ERROR_OPTIONS } from './rootErrors';
import { createRoutes } from './routes';
import { setupStore } from '../state/store';

/** Without server markup (the shell, when the CMS failed): state saved by earlier visits seeds the store. */
function PageLoading() {
  return <Loading size="page" />;
}

export async function start(container: HTMLElement) {
  const storage = browserStorage();
  // The address's language, else the one the visitor chose last.
  const locale = urlLocale(new URLSearchParams(window.location.search)) ?? readLocale(storage);
  await loadMessages(locale);
  const store = setupStore({
    locale: { value: locale },
    nav: { curNav: readMenuRef(storage, 'curNav'), parentNav: readMenuRef(storage, 'parentNav') },
  });
  // The routes' loaders start the menu tree and the first page's data alongside the page's code.
  const router = createBrowserRouter(createRoutes(store, { HydrateFallback: PageLoading }));
  const root = createRoot(container, ROOT_ERROR_OPTIONS);
  // A transition: the first render yields to the browser every few milliseconds instead of holding the
  // main thread in one long task, so a tap or a key press during start-up is answered at once.
  startTransition(() => root.render(<AppRoot store={store} router={router} />));
}
