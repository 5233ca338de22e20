import type { EndpointArgs, EndpointResponses } from '../../../shared/api/endpoints';
import { injectEndpoints } from './api';
import { cmsRequest, type LocalisedArgs } from './cmsRequest';

/**
 * Calls of the company pages (leaders, organisation, company sites, digital services, special topics).
 * Folder ids and codes belong to one language already, so only the calls by language carry `flag`.
 */
export const companyApi = injectEndpoints((build) => ({
  getCompanyFolderArticles: build.query<
    EndpointResponses['findUnPageArticleList'],
    EndpointArgs<'findUnPageArticleList'>
  >({
    query: (args) => cmsRequest('findUnPageArticleList', args),
  }),
  getCompanyArticle: build.query<EndpointResponses['articleDetail'], EndpointArgs<'articleDetail'>>({
    query: (args) => cmsRequest('articleDetail', args),
    // Not `getArticle`: the leader's page says itself when a leader is not found, so no toast; the
    // article page's failure does show one.
    extraOptions: { silent: true },
  }),
  getSubsidiaries: build.query<EndpointResponses['subsidiaries'], LocalisedArgs<'subsidiaries'>>({
    query: (args) => cmsRequest('subsidiaries', args),
  }),
  getCompanySites: build.query<EndpointResponses['siteList'], LocalisedArgs<'siteList'>>({
    query: (args) => cmsRequest('siteList', args),
  }),
}));

export const {
  useGetCompanyFolderArticlesQuery,
  useGetCompanyArticleQuery,
  useGetSubsidiariesQuery,
  useGetCompanySitesQuery,
} = companyApi;
