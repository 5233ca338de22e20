import { configureStore } from '@reduxjs/toolkit';
import type { ApiTransport } from '../../../shared/ssr/renderContract';
import { api } from '../api/api';
import { rootReducer, type RootState } from './rootReducer';
import type { DeferredAnswer, HydratedApiState } from './carriedAnswers';
import type { StoreExtra } from './storeExtra';

export type { RootState } from './rootReducer';

export interface StoreOptions {
  /** Answers the API's calls in-process (the server renderer); absent: HTTP calls to the BFF. */
  transport?: ApiTransport;
  /** The answers a server-rendered page carried (the browser's hydration), and those it named. */
  pageAnswers?: HydratedApiState;
  deferredAnswers?: DeferredAnswer[];
  pageLate?: boolean;
}

/** A new store per app instance (a browser tab, a test, a server render); never a module singleton. */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: StoreExtra = {
    transport: options.transport ?? null,
    pageAnswers: options.pageAnswers ?? null,
    deferredAnswers: options.deferredAnswers ?? [],
    pageLate: options.pageLate ?? false,
  };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
