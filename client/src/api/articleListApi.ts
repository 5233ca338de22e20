import type { EndpointArgs, EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest } from './cmsRequest';

/**
 * Article lists of a folder. Folder ids belong to one language's tree, so the id already says the
 * language and these calls carry no flag.
 */
export const articleListApi = injectEndpoints((build) => ({
  getArticlePage: build.query<EndpointResponses['findArticleList'], EndpointArgs<'findArticleList'>>({
    query: (args) => cmsRequest('findArticleList', args),
  }),
  getPictureArticlePage: build.query<EndpointResponses['findPicArticles'], EndpointArgs<'findPicArticles'>>({
    query: (args) => cmsRequest('findPicArticles', args),
  }),
  getPictureArticles: build.query<EndpointResponses['findPicArticle'], EndpointArgs<'findPicArticle'>>({
    query: (args) => cmsRequest('findPicArticle', args),
  }),
  getColumnWithArticles: build.query<EndpointResponses['getFdDtAndAtcList'], EndpointArgs<'getFdDtAndAtcList'>>({
    query: (args) => cmsRequest('getFdDtAndAtcList', args),
  }),
}));

export const {
  useGetArticlePageQuery,
  useGetPictureArticlePageQuery,
  useGetPictureArticlesQuery,
  useGetColumnWithArticlesQuery,
} = articleListApi;
