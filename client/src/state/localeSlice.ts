import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants';

export interface LocaleState {
  value: Locale;
  /**
   * The other language's menu codes, for the language switch's link to the same page there; absent while
   * unknown (the switch then links to the same path, which is sent on to the counterpart).
   */
  otherCodes?: string[];
}

const initialState: LocaleState = { value: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.value = action.payload;
      delete state.otherCodes;
    },
    otherCodesKnown(state, action: PayloadAction<string[]>) {
      state.otherCodes = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.value,
    selectOtherCodes: (state) => state.otherCodes,
  },
});

export const { localeChanged, otherCodesKnown } = localeSlice.actions;
export const { selectLocale, selectOtherCodes } = localeSlice.selectors;
