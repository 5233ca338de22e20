import type { EndpointArgs, EndpointResponses } from '../../../../../shared/api/endpoints';
import { api } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

const investorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeNotices: build.query<EndpointResponses['getDqggAndOthers'], LocalisedArgs<'getDqggAndOthers'>>({
      query: (args) => cmsRequest('getDqggAndOthers', args),
      providesTags: ['Home'],
    }),
    getShareQuotes: build.query<EndpointResponses['sharesMessage'], EndpointArgs<'sharesMessage'>>({
      query: (args) => cmsRequest('sharesMessage', args),
      providesTags: ['Shares'],
    }),
  }),
});

export const { useGetHomeNoticesQuery, useGetShareQuotesQuery } = investorApi;
