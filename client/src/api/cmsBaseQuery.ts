import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { endpointUrl } from '../../../shared/api/endpointPaths';
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import type { ApiTransport } from '../../../shared/ssr/renderContract';
import type { AuthState } from '../state/authSlice';
import type { LocaleState } from '../state/localeSlice';
import type { StoreExtra } from '../state/storeExtra';
import { errorToastShown } from '../state/toastSlice';
import { toastContent, toCmsError, type CmsError } from './cmsError';
import type { CmsRequest } from './cmsRequest';
import { fetchJson } from './fetchJson';

export interface CmsExtraOptions {
  /** The caller shows its own fallback and wants no toast. */
  silent?: boolean;
}

/** A call answered by the server's own transport, in the shape `fetchBaseQuery` gives. */
async function inProcess(
  transport: ApiTransport,
  request: CmsRequest,
): Promise<{ data: unknown; error?: undefined } | { error: FetchBaseQueryError }> {
  try {
    const { status, body } = await transport(request.endpoint, request.params);
    return status === 200 ? { data: body } : { error: { status, data: body } };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
}

/** The token, when the store holds one (no page sets one today), and the page's language for the BFF's messages. */
function requestHeaders({ auth, locale }: { auth: AuthState; locale: LocaleState }): Headers {
  const headers = new Headers();
  if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`);
  // The BFF's own error messages follow the page's language, also for calls without a `flag`.
  headers.set('Accept-Language', locale.value === 'zh' ? 'zh-CN,zh;q=0.9' : 'en');
  return headers;
}

/**
 * Calls the BFF with GET and query parameters (so browsers and CDNs can cache), and turns any failure
 * into a `CmsError` whose message the error toast shows. `baseUrl` is empty in the browser
 * (same origin). On the server, the store's transport answers the calls in-process instead.
 */
export function createCmsBaseQuery(baseUrl = ''): BaseQueryFn<CmsRequest, unknown, CmsError, CmsExtraOptions> {
  return async (request, api, extraOptions) => {
    const transport = (api.extra as Partial<StoreExtra> | undefined)?.transport ?? null;
    const result =
      transport === null
        ? await fetchJson(`${baseUrl}${endpointUrl(request.endpoint)}`, {
            params: request.params,
            headers: requestHeaders(api.getState() as { auth: AuthState; locale: LocaleState }),
            signal: api.signal,
            timeoutMs: REQUEST_TIMEOUT_MS,
          })
        : await inProcess(transport, request);
    if (!result.error) return { data: result.data };
    const silent = extraOptions?.silent === true;
    const error: CmsError = { ...toCmsError(result.error), endpoint: request.endpoint };
    // A request the app abandoned (a newer one replaced it) is not the visitor's problem; the server's
    // render shows no toast (the browser asks again and tells the visitor itself).
    if (!silent && transport === null && !api.signal.aborted) api.dispatch(errorToastShown(toastContent(error)));
    return { error };
  };
}
