import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { api } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

const foldersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getHomeFolderBlocks: build.query<EndpointResponses['getThreeFoldersMsg'], LocalisedArgs<'getThreeFoldersMsg'>>({
      query: (args) => cmsRequest('getThreeFoldersMsg', args),
      providesTags: ['Home'],
    }),
  }),
});

export const { useGetHomeFolderBlocksQuery } = foldersApi;
