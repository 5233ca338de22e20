import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { isHydrated } from '../state/hydrated';
import { createCmsBaseQuery } from './cmsBaseQuery';

const createAppApi = buildCreateApi(coreModule(), reactHooksModule());

export const api = createAppApi({
  reducerPath: 'api',
  baseQuery: createCmsBaseQuery(),
  endpoints: () => ({}),
  // The answers a server-rendered page was drawn with, so the browser does not ask for them again. The
  // payload is this slice as the server's store held it (the same code made it), hence the cast.
  extractRehydrationInfo: (action, { reducerPath }) =>
    isHydrated(action) ? (action.payload[reducerPath] as never) : undefined,
});

/** The site reads and never writes, so no answer is invalidated by another: the API declares no cache tags. */
type AppEndpointBuilder = EndpointBuilder<ReturnType<typeof createCmsBaseQuery>, never, 'api'>;

/**
 * Adds an area's endpoints to the one API. The only way endpoints are added: a name that is defined
 * already throws, so two definitions of one endpoint (two cache entries, two requests) fail at once.
 */
export function injectEndpoints<Definitions extends EndpointDefinitions>(
  endpoints: (build: AppEndpointBuilder) => Definitions,
) {
  return api.injectEndpoints({ endpoints, overrideExisting: 'throw' });
}
