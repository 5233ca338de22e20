import type { EndpointResponses } from '../../../../shared/api/endpoints';
import { injectEndpoints } from '../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../api/cmsRequest';

/** Fixed folders of the home page: the profile block (13) and the section heads (24/23, 21/19). */
export const fixedFolderApi = injectEndpoints((build) => ({
  getHomeFixedFolder: build.query<EndpointResponses['getFixedFolder'], LocalisedArgs<'getFixedFolder'>>({
    query: (args) => cmsRequest('getFixedFolder', args),
  }),
}));

export const { useGetHomeFixedFolderQuery } = fixedFolderApi;
