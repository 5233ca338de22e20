import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../state/rootReducer';
import type { StoreExtra } from '../state/storeExtra';
import { api } from './api';

/** The part of an injected endpoint this needs, reached by name. */
interface NamedEndpoint {
  initiate(
    args: unknown,
    options: { subscribe: false },
  ): ThunkAction<PromiseLike<{ isError: boolean }>, RootState, StoreExtra, UnknownAction>;
}

/**
 * Fetches the answers the page named without carrying them (see `serialiseState`) whose endpoints are
 * known by now: a held part's code, loaded first, defines those it draws. The BFF answers them from its
 * cache, as the page was drawn. Resolves with whether every one of them came.
 */
export function fetchDeferredAnswers(): ThunkAction<Promise<boolean>, RootState, StoreExtra, UnknownAction> {
  return async (dispatch, _getState, { deferredAnswers }) => {
    // Endpoints are injected by the areas that use them, so the API's type does not list them all.
    const endpoints = api.endpoints as unknown as Partial<Record<string, NamedEndpoint>>;
    const calls = deferredAnswers.flatMap(({ endpointName, originalArgs }) => {
      const endpoint = endpoints[endpointName];
      return endpoint ? [dispatch(endpoint.initiate(originalArgs, { subscribe: false }))] : [];
    });
    const results = await Promise.all(calls);
    return results.every((result) => !result.isError);
  };
}
