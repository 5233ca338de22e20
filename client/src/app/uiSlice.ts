import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { localeChanged } from './localeSlice';

export interface UiState {
  /** The slider-visibility flag (SPEC §2): off while a detail, search or preview page is open. */
  sliderVisible: boolean;
  /** The header search box's text, cleared by a language switch (SPEC §4). */
  searchInput: string;
}

const initialState: UiState = { sliderVisible: true, searchInput: '' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sliderVisibilitySet(state, action: PayloadAction<boolean>) {
      state.sliderVisible = action.payload;
    },
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
    selectSliderVisible: (state) => state.sliderVisible,
    selectSearchInput: (state) => state.searchInput,
  },
});

export const { sliderVisibilitySet, searchInputChanged } = uiSlice.actions;
export const { selectSliderVisible, selectSearchInput } = uiSlice.selectors;
