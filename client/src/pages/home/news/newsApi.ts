import type { EndpointResponses } from '../../../../../shared/api/endpoints';
import { injectEndpoints } from '../../../api/api';
import { cmsRequest, type LocalisedArgs } from '../../../api/cmsRequest';

export const newsApi = injectEndpoints((build) => ({
  /** The news slider shows built-in slides when this fails, so it raises no toast. */
  getHomeNewsSlides: build.query<EndpointResponses['rollPictures'], LocalisedArgs<'rollPictures'>>({
    query: (args) => cmsRequest('rollPictures', args),
    extraOptions: { silent: true },
  }),
  /** The articles the CMS pins (`stickArticle`); the news centre does without them when this fails. */
  getTopNews: build.query<EndpointResponses['stickArticle'], LocalisedArgs<'stickArticle'>>({
    query: (args) => cmsRequest('stickArticle', args),
    extraOptions: { silent: true },
  }),
}));

export const { useGetHomeNewsSlidesQuery, useGetTopNewsQuery } = newsApi;
