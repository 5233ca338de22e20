import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

export const foldersApi = injectEndpoints((build) => ({
  getHomeFolderBlocks: build.query<EndpointResponses['getThreeFoldersMsg'], LocalisedArgs<'getThreeFoldersMsg'>>({
    query: (args) => cmsRequest('getThreeFoldersMsg', args),
  }),
}));

export const { useGetHomeFolderBlocksQuery } = foldersApi;
