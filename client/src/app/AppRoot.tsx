import { StrictMode, useEffect, useSyncExternalStore } from 'react';
import { RenderModeContext, type RenderMode } from '../state/renderMode';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

const noSubscription = () => () => {};

interface AppRootProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** The document holds the server's markup of the page. */
  hydrating?: boolean;
}

/** The app in the browser: store and language around the router. */
export function AppRoot({ store, router, hydrating = false }: AppRootProps) {
  // The server's value while hydrating (the markup was drawn with everything), the browser's after.
  // Marks the document once the app's own part is hydrated (the tests wait for it; nothing reads it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const mode = useSyncExternalStore<RenderMode>(
    noSubscription,
    () => 'client',
    () => (hydrating ? 'hydrate' : 'client'),
  );
  return (
    <StrictMode>
      <RenderModeContext value={mode}>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </RenderModeContext>
    </StrictMode>
  );
}
