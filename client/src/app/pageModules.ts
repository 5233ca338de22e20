import type { ComponentType } from 'react';
import type { RouteId } from '../../../shared/routes';

/** What a page module gives the router. */
export interface PageModule {
  Component: ComponentType;
}

/** Routes that render a page; `/` only redirects. */
export type PageRouteId = Exclude<RouteId, 'home'>;

/**
 * Every route of the route table and the page kind that renders it, each loaded on first use. The
 * record type makes a route added to the table without a page a compile error.
 */
export const PAGE_MODULES: Record<PageRouteId, () => Promise<PageModule>> = {
  homeIndex: () => import('../pages/home/HomePage'),
  cncec: () => import('../pages/home/HomePage'),
  leaders: () => import('../pages/leaders/LeadersPage'),
  companyLeaderDetail: () => import('../pages/leaderDetail/LeaderDetailPage'),
  companyzzjge: () => import('../pages/organisation/OrganisationPage'),
  companywzdt: () => import('../pages/companySites/CompanySitesPage'),
  columnArticle: () => import('../pages/columnArticle/ColumnArticlePage'),
  columnFolderList: () => import('../pages/columnFolderList/ColumnFolderListPage'),
  columnFolderList2: () => import('../pages/columnFolderList2/DigitalColumnPage'),
  companySzhfw: () => import('../pages/digitalService/DigitalServicePage'),
  szhfw: () => import('../pages/serviceCards/ServiceCardsPage'),
  columndetail: () => import('../pages/columnDetail/ColumnDetailPage'),
  ztzldetail: () => import('../pages/specialTopics/SpecialTopicsPage'),
  articlepagelist: () => import('../pages/articlePageList/ArticlePageListPage'),
  articleimglist: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists2: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists3: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimgdetaillist: () => import('../pages/articleImageDetailList/ArticleImageDetailListPage'),
  articledetail: () => import('../pages/articleDetail/ArticleDetailPage'),
  articledetailonly: () => import('../pages/articleDetail/ArticleDetailPage'),
  articlepreview: () => import('../pages/articlePreview/ArticlePreviewPage'),
  articlesearch: () => import('../pages/articleSearch/ArticleSearchPage'),
  columnstock: () => import('../pages/columnStock/ColumnStockPage'),
  notFound: () => import('../pages/notFound/NotFoundPage'),
};
