import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { localeChanged } from './localeSlice';

export interface UiState {
  /** The header search box's text, cleared by a language switch. */
  searchInput: string;
}

const initialState: UiState = { searchInput: '' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    searchInputChanged(state, action: PayloadAction<string>) {
      state.searchInput = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(localeChanged, (state) => {
      state.searchInput = '';
    });
  },
  selectors: {
    selectSearchInput: (state) => state.searchInput,
  },
});

export const { searchInputChanged } = uiSlice.actions;
export const { selectSearchInput } = uiSlice.selectors;
