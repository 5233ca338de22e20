import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { readLocale, readMenuRef } from './app/persisted';
import { createRoutes } from './app/routes';
import { browserStorage } from './app/storage';
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
  const router = createBrowserRouter(createRoutes());
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
