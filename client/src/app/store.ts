import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { toastSlice } from '../components/Toast/toastSlice';
import { authSlice } from './authSlice';
import { localeSlice } from './localeSlice';
import { navSlice } from './navSlice';
import { uiSlice } from './uiSlice';

const rootReducer = combineSlices(api, localeSlice, uiSlice, navSlice, authSlice, toastSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per app instance (a browser tab, a test, later a server request); never a module singleton. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
