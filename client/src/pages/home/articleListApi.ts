import type { EndpointArgs, EndpointResponses } from '../../../../shared/api/endpoints';
import { api } from '../../api/api';
import { cmsRequest } from '../../api/cmsRequest';

/** One page of a folder's articles, for the news categories and the folder blocks' tabs. */
const articleListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeArticleList: build.query<EndpointResponses['findArticleList'], EndpointArgs<'findArticleList'>>({
      query: (args) => cmsRequest('findArticleList', args),
      providesTags: ['ArticleList'],
    }),
  }),
});

export const { useGetHomeArticleListQuery } = articleListApi;
