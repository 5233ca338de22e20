import { StrictMode, useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

interface AppRootProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The app in the browser: store and language around the router. */
export function AppRoot({ store, router }: AppRootProps) {
  // Marks the document once the app's own part is hydrated (the tests wait for it; nothing reads it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
