import { StrictMode, useEffect, useEffectEvent } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from '../state/store';

interface AppRootProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the app's own part has hydrated (or first rendered). */
  onHydrated?: () => void;
}

/** The app in the browser: store and language around the router. */
export function AppRoot({ store, router, onHydrated }: AppRootProps) {
  // Marks the document once the app's own part is hydrated (the tests wait for it; nothing reads it).
  const hydrated = useEffectEvent(() => onHydrated?.());
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    hydrated();
  }, []);
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
