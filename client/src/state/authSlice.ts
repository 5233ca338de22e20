import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The access token sent as `Authorization`. The public site sets none today; the slice keeps
 * the seam so a signed-in area can add one without touching the API layer.
 */
export interface AuthState {
  token: string | null;
}

const initialState: AuthState = { token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenSet(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

export const { tokenSet } = authSlice.actions;
export const { selectToken } = authSlice.selectors;
