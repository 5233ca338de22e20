import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { api } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

const investorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getHomeNotices: build.query<EndpointResponses['getDqggAndOthers'], LocalisedArgs<'getDqggAndOthers'>>({
      query: (args) => cmsRequest('getDqggAndOthers', args),
      providesTags: ['Home'],
    }),
  }),
});

export const { useGetHomeNoticesQuery } = investorApi;
