import type { EndpointArgs, EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest } from './cmsRequest';

/** Column pages: a folder's rich text, its sub-folders as tiles, the digital-engineering cards. */
export const columnApi = injectEndpoints((build) => ({
  getFolderDetail: build.query<EndpointResponses['getFolderDetail'], EndpointArgs<'getFolderDetail'>>({
    query: (args) => cmsRequest('getFolderDetail', args),
    // The page shows its own 'under construction' block when this fails.
    extraOptions: { silent: true },
  }),
  getSubFolders: build.query<EndpointResponses['getAllSub'], EndpointArgs<'getAllSub'>>({
    query: (args) => cmsRequest('getAllSub', args),
  }),
  getDigitalColumn: build.query<EndpointResponses['findDigitalCol'], EndpointArgs<'findDigitalCol'>>({
    query: (args) => cmsRequest('findDigitalCol', args),
  }),
}));

export const { useGetFolderDetailQuery, useGetSubFoldersQuery, useGetDigitalColumnQuery } = columnApi;
