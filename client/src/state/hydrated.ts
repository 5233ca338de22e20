import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/** The server's API state as the page carries it: the slice under the API's reducer path. */
export type HydratedApiState = Record<string, unknown>;

/** Dispatched once in the browser, before hydration, with the answers the server rendered the page with. */
export const hydrated = createAction<HydratedApiState>('app/hydrated');

export function isHydrated(action: UnknownAction): action is ReturnType<typeof hydrated> {
  return hydrated.match(action);
}
