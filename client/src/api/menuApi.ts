import type { EndpointResponses } from '../../../shared/api/endpoints';
import { columnFactsByCode, menuEntries, type ColumnFacts, type MenuEntry } from '../../../shared/api/menu';
import type { Locale } from '../../../shared/constants';
import { injectEndpoints } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

/** How long the columns' facts stay without a page that draws them (seconds). */
const FACTS_KEPT_SECONDS = 60 * 60;

export const menuApi = injectEndpoints((build) => ({
  getMenus: build.query<MenuEntry[], LocalisedArgs<'folderList'>>({
    query: (args) => cmsRequest('folderList', args),
    // The fields every page's navigation uses: the tree a server-rendered page carries is a third smaller.
    transformResponse: (tree: EndpointResponses['folderList']) => menuEntries(tree),
  }),
  // The same call's pictures and summaries, which only the inner pages draw (the home page carries none).
  getColumnFacts: build.query<Record<string, ColumnFacts>, LocalisedArgs<'folderList'>>({
    query: (args) => cmsRequest('folderList', args),
    transformResponse: (tree: EndpointResponses['folderList']) => columnFactsByCode(tree),
    // Kept like the tree, which the layout always holds: a page without the section picture (home) holds no
    // subscription, and the next inner page would otherwise wait for the whole tree again.
    keepUnusedDataFor: FACTS_KEPT_SECONDS,
  }),
}));

export const { useGetMenusQuery, useGetColumnFactsQuery } = menuApi;

/** Reads the cached menu tree of a language without subscribing to it (for event handlers). */
export function selectMenusFor(flag: Locale) {
  return menuApi.endpoints.getMenus.select({ flag });
}
