import type { EndpointArgs, EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest } from './cmsRequest';

/** Footer data: the site record is chosen by the language's code, so the code is the language here. */
export const siteApi = injectEndpoints((build) => ({
  getSiteInfo: build.query<EndpointResponses['oneSite'], EndpointArgs<'oneSite'>>({
    query: (args) => cmsRequest('oneSite', args),
  }),
  getFriendLinks: build.query<EndpointResponses['grouplinks'], EndpointArgs<'grouplinks'>>({
    query: (args) => cmsRequest('grouplinks', args),
  }),
}));

export const { useGetSiteInfoQuery, useGetFriendLinksQuery } = siteApi;
