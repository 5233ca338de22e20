import { configureStore, type Middleware } from '@reduxjs/toolkit';
import type { ApiTransport } from '../../../shared/ssr/renderContract';
import { api } from '../api/api';
import { rootReducer, type RootState } from '../state/rootReducer';
import type { StoreExtra } from '../state/storeExtra';

export type { RootState } from '../state/rootReducer';

export interface StoreOptions {
  /** Answers the API's calls in-process (the server renderer); absent: HTTP calls to the BFF. */
  transport?: ApiTransport;
  /** Runs before the API's own middleware (the server renderer's rules). */
  middleware?: Middleware[];
}

/** A new store per app instance (a browser tab, a test, a server render); never a module singleton. */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: StoreExtra = { transport: options.transport ?? null };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .concat(options.middleware ?? [])
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
