import type { EndpointArgs, EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest } from './cmsRequest';

/** One article (its id names its language) and the related news beside it. */
export const articleApi = injectEndpoints((build) => ({
  getArticle: build.query<EndpointResponses['articleDetail'], EndpointArgs<'articleDetail'>>({
    query: (args) => cmsRequest('articleDetail', args),
  }),
  getArticlePreview: build.query<EndpointResponses['articlePreview'], EndpointArgs<'articlePreview'>>({
    query: (args) => cmsRequest('articlePreview', args),
  }),
  getRelatedNews: build.query<EndpointResponses['getAboutNews'], EndpointArgs<'getAboutNews'>>({
    query: (args) => cmsRequest('getAboutNews', args),
  }),
}));

export const { useGetArticleQuery, useGetArticlePreviewQuery, useGetRelatedNewsQuery } = articleApi;
