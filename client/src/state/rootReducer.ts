import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authSlice } from './authSlice';
import { localeSlice } from './localeSlice';
import { navSlice } from './navSlice';
import { toastSlice } from './toastSlice';
import { uiSlice } from './uiSlice';

export const rootReducer = combineSlices(api, localeSlice, uiSlice, navSlice, authSlice, toastSlice);

export type RootState = ReturnType<typeof rootReducer>;
