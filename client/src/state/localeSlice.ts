import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/constants';

export interface LocaleState {
  value: Locale;
  /**
   * The language switch's link as the server drew it for the page it rendered (it knows the other
   * language's menu): kept until the visitor leaves that page, so hydration draws the same link.
   */
  drawnSwitchHref?: string;
}

const initialState: LocaleState = { value: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.value = action.payload;
      delete state.drawnSwitchHref;
    },
    switchHrefDrawn(state, action: PayloadAction<string>) {
      state.drawnSwitchHref = action.payload;
    },
    /** The first navigation away from the server's page: the switch works its link out from then on. */
    drawnPageLeft(state) {
      delete state.drawnSwitchHref;
    },
  },
  selectors: {
    selectLocale: (state) => state.value,
    selectDrawnSwitchHref: (state) => state.drawnSwitchHref,
  },
});

export const { localeChanged, switchHrefDrawn, drawnPageLeft } = localeSlice.actions;
export const { selectLocale, selectDrawnSwitchHref } = localeSlice.selectors;
