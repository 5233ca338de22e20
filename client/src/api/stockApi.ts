import type { EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest } from './cmsRequest';

/** The two listed companies' quotes (the same for both languages). */
export const stockApi = injectEndpoints((build) => ({
  getShareQuotes: build.query<EndpointResponses['sharesMessage'], undefined>({
    query: () => cmsRequest('sharesMessage', {}),
  }),
}));

export const { useGetShareQuotesQuery } = stockApi;
