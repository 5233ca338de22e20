import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

export const investorApi = injectEndpoints((build) => ({
  getHomeNotices: build.query<EndpointResponses['getDqggAndOthers'], LocalisedArgs<'getDqggAndOthers'>>({
    query: (args) => cmsRequest('getDqggAndOthers', args),
  }),
}));

export const { useGetHomeNoticesQuery } = investorApi;
