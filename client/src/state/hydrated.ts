import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';
import type { StoreExtra } from './storeExtra';

/** The server's API state as the page carries it: the slice under the API's reducer path. */
export type HydratedApiState = Record<string, unknown>;

/** The parts of a query entry read here. */
interface CarriedQuery {
  status?: string;
}

/** Dispatched in the browser, before hydration, with the answers the server rendered the page with. */
export const hydrated = createAction<HydratedApiState>('app/hydrated');

export function isHydrated(action: UnknownAction): action is ReturnType<typeof hydrated> {
  return hydrated.match(action);
}

function carriedQueries(answers: HydratedApiState | null): Record<string, CarriedQuery | undefined> {
  const slice = answers?.api as { queries?: Record<string, CarriedQuery | undefined> } | undefined;
  return slice?.queries ?? {};
}

/** Whether a call of the server's render failed: its part of the page shows a fallback, to be healed. */
export function carriesFailedAnswers(): ThunkAction<boolean, RootState, StoreExtra, UnknownAction> {
  return (_dispatch, _getState, { pageAnswers }) =>
    Object.values(carriedQueries(pageAnswers)).some((query) => query?.status === 'rejected');
}
