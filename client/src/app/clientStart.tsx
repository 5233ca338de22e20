import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { prefetchMenus } from '../api/menuApi';
import { Loading } from '../components/Loading/Loading';
import { loadMessages } from '../i18n/messages';
import { readLocale, readMenuRef } from '../state/persisted';
import { browserStorage } from '../state/storage';
import { AppRoot } from './AppRoot';
import { createRoutes } from './routes';
import { setupStore } from './store';

/** Without server markup (the shell, when the CMS failed): state saved by earlier visits seeds the store. */
function PageLoading() {
  return <Loading size="page" />;
}

export async function start(container: HTMLElement) {
  const storage = browserStorage();
  const locale = readLocale(storage);
  await loadMessages(locale);
  const store = setupStore({
    locale: { value: locale },
    nav: { curNav: readMenuRef(storage, 'curNav'), parentNav: readMenuRef(storage, 'parentNav') },
  });
  // The menu tree drives the navigation, breadcrumb and section menu: it is requested before the first
  // render, and the routes' loaders start each page's first data alongside its code.
  void store.dispatch(prefetchMenus(locale));
  const router = createBrowserRouter(createRoutes(store, PageLoading));
  const root = createRoot(container);
  root.render(<AppRoot store={store} router={router} />);
}
