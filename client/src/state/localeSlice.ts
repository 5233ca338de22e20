import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants';

export interface LocaleState {
  value: Locale;
}

const initialState: LocaleState = { value: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.value = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.value,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
