import type { EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

/** Site search in the current language (`flag`). */
export const searchApi = injectEndpoints((build) => ({
  searchArticles: build.query<EndpointResponses['textSearch'], LocalisedArgs<'textSearch'>>({
    query: (args) => cmsRequest('textSearch', args),
  }),
}));

export const { useSearchArticlesQuery } = searchApi;
