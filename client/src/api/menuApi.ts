import type { EndpointResponses } from '../../../shared/api/endpoints';
import { menuEntries, type MenuEntry } from '../../../shared/api/menu';
import type { Locale } from '../../../shared/constants';
import { injectEndpoints } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

export const menuApi = injectEndpoints((build) => ({
  getMenus: build.query<MenuEntry[], LocalisedArgs<'folderList'>>({
    query: (args) => cmsRequest('folderList', args),
    // The fields the pages use: the tree a server-rendered page carries is a fifth smaller.
    transformResponse: (tree: EndpointResponses['folderList']) => menuEntries(tree),
    providesTags: ['Menu'],
  }),
}));

export const { useGetMenusQuery } = menuApi;

/** Reads the cached menu tree of a language without subscribing to it (for event handlers). */
export function selectMenusFor(flag: Locale) {
  return menuApi.endpoints.getMenus.select({ flag });
}
