import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageId } from '../i18n/messages';

/** A toast shows the server's own message, or a message of ours when the server gave none. */
export interface ToastMessage {
  id: number;
  text: string | null;
  messageId: MessageId | null;
}

export interface ToastState {
  items: ToastMessage[];
  nextId: number;
}

/** A burst of failures (the upstream down) shows a few distinct messages, not one per request. */
const MAX_TOASTS = 3;

const initialState: ToastState = { items: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    errorToastShown(state, action: PayloadAction<{ text: string | null; messageId: MessageId | null }>) {
      const { text, messageId } = action.payload;
      if (state.items.some((item) => item.text === text && item.messageId === messageId)) return;
      state.items.push({ id: state.nextId, text, messageId });
      state.nextId += 1;
      if (state.items.length > MAX_TOASTS) state.items.shift();
    },
    toastClosed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { errorToastShown, toastClosed } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
