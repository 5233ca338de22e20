import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuEntry } from '../../../shared/api/menu';
import { localeChanged } from './localeSlice';

/** What the app remembers of a chosen menu: enough to find it again and to name it. */
export type MenuRef = Pick<MenuEntry, 'fdId' | 'fdCode' | 'fdName' | 'parentCode' | 'level' | 'jumpUrl'>;

export function toMenuRef(menu: MenuEntry): MenuRef {
  const { fdId, fdCode, fdName, parentCode, level, jumpUrl } = menu;
  return { fdId, fdCode, fdName, parentCode, level, jumpUrl };
}

export interface NavState {
  /** The menu the visitor chose last, read by pages that carry no menu code. */
  curNav: MenuRef | null;
  parentNav: MenuRef | null;
}

const initialState: NavState = { curNav: null, parentNav: null };

export const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {
    menuChosen(state, action: PayloadAction<NavState>) {
      state.curNav = action.payload.curNav;
      state.parentNav = action.payload.parentNav;
    },
  },
  extraReducers: (builder) => {
    // Codes differ between the two languages' trees, so a choice made in one means nothing in the other.
    builder.addCase(localeChanged, () => initialState);
  },
  selectors: {
    selectCurNav: (state) => state.curNav,
  },
});

export const { menuChosen } = navSlice.actions;
export const { selectCurNav } = navSlice.selectors;
