import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { HydratedApiState } from './carriedAnswers';
import type { StoreExtra } from './storeExtra';

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

/**
 * Whether the server drew a part of the page without its answer: a call failed (the part shows its
 * fallback) or had not answered in time (the part shows its loading state). Such parts are not held: they
 * hydrate at once and ask again, so they heal without a reload. It reads the store's extra, not its state,
 * whose type would bring in the root reducer and with it the API, which imports this module.
 */
export function carriesFailedAnswers(): ThunkAction<boolean, unknown, StoreExtra, UnknownAction> {
  return (_dispatch, _getState, { pageAnswers, pageLate }) =>
    pageLate || Object.values(carriedQueries(pageAnswers)).some((query) => query?.status === 'rejected');
}
