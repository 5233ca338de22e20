import type { EndpointResponses } from '../../../shared/api/endpoints';
import { api } from './api';
import { cmsRequest } from './cmsRequest';

/** The two listed companies' quotes (the same for both languages). */
const stockApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getShareQuotes: build.query<EndpointResponses['sharesMessage'], undefined>({
      query: () => cmsRequest('sharesMessage', {}),
      providesTags: ['Shares'],
    }),
  }),
});

export const { useGetShareQuotesQuery } = stockApi;
