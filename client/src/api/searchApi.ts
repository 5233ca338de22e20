import type { EndpointResponses } from '../../../shared/api/endpoints';
import { api } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

/** Site search in the current language (`flag`). */
const searchApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    searchArticles: build.query<EndpointResponses['textSearch'], LocalisedArgs<'textSearch'>>({
      query: (args) => cmsRequest('textSearch', args),
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchArticlesQuery } = searchApi;
