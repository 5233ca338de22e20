import type { EndpointResponses } from '../../../shared/api/endpoints';
import type { Locale } from '../../../shared/constants';
import { injectEndpoints } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

export const menuApi = injectEndpoints((build) => ({
  getMenus: build.query<EndpointResponses['folderList'], LocalisedArgs<'folderList'>>({
    query: (args) => cmsRequest('folderList', args),
    providesTags: ['Menu'],
  }),
}));

export const { useGetMenusQuery } = menuApi;

/** Reads the cached menu tree of a language without subscribing to it (for event handlers). */
export function selectMenusFor(flag: Locale) {
  return menuApi.endpoints.getMenus.select({ flag });
}
