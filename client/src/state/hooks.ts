import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { StoreExtra } from './storeExtra';
import type { RootState } from './rootReducer';

export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store, for reading state at event time without subscribing to it. */
export const useAppStore = useStore.withTypes<Store<RootState> & { dispatch: AppDispatch }>();
