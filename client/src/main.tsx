import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchMenus } from './api/menuApi';
import { AppProviders } from './app/AppProviders';
import { readLocale, readMenuRef } from './state/persisted';
import { createRoutes } from './app/routes';
import { browserStorage } from './state/storage';
import { setupStore } from './app/store';
import { loadMessages } from './i18n/messages';
import './styles/global.css';

/** The browser entry: state saved by earlier visits seeds the store, then the app renders into #root. */
async function start(container: HTMLElement) {
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
  const router = createBrowserRouter(createRoutes(store));
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of holding the
  // main thread in one long task, so a tap or a key press during start-up is answered at once.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
