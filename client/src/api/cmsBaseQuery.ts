import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { endpointUrl } from '../../../shared/api/endpoints';
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import type { AuthState } from '../app/authSlice';
import { errorToastShown } from '../components/Toast/toastSlice';
import { toastContent, toCmsError, type CmsError } from './cmsError';
import type { CmsRequest } from './cmsRequest';

export interface CmsExtraOptions {
  /** The caller shows its own fallback (SPEC §8) and wants no toast. */
  silent?: boolean;
}

/**
 * Calls the BFF with GET and query parameters (so browsers and CDNs can cache), and turns any failure
 * into a `CmsError` whose message the error toast shows (SPEC §8). `baseUrl` is empty in the browser
 * (same origin); a renderer outside the browser passes the BFF's address.
 */
export function createCmsBaseQuery(
  baseUrl = '',
): BaseQueryFn<CmsRequest, unknown, CmsError, CmsExtraOptions, FetchBaseQueryMeta> {
  const fetchJson = fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      const { token } = (getState() as { auth: AuthState }).auth;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (request, api, extraOptions) => {
    const result = await fetchJson(
      { url: endpointUrl(request.endpoint), method: 'GET', params: request.params },
      api,
      {},
    );
    if (!result.error) return result.meta ? { data: result.data, meta: result.meta } : { data: result.data };
    const error = toCmsError(result.error);
    // A request the app abandoned (a newer one replaced it) is not the visitor's problem.
    if (extraOptions?.silent !== true && !api.signal.aborted) api.dispatch(errorToastShown(toastContent(error)));
    return result.meta ? { error, meta: result.meta } : { error };
  };
}
