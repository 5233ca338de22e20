// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { RouteKindId } from '../../../shared/routeTable';
import type { PageModule } from '../routeKit/routeKind';

export const PAGE_MODULES: Readonly<Record<RouteKindId, () => Promise<PageModule>>> = {
  articledetail: () => import('../pages/articleDetail/ArticleDetailPage'),
  articledetailonly: () => import('../pages/articleDetail/ArticleDetailPage'),
  articleimgdetaillist: () => import('../pages/articleImageDetailList/ArticleImageDetailListPage'),
  articleimglist: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists2: () => import('../pages/articleImageList/ArticleImageListPage'),
  articleimglists3: () => import('../pages/articleImageList/ArticleImageListPage'),
  articlepagelist: () => import('../pages/articlePageList/ArticlePageListPage'),
  articlepreview: () => import('../pages/articlePreview/ArticlePreviewPage'),
  articlesearch: () => import('../pages/articleSearch/ArticleSearchPage'),
  columnArticle: () => import('../pages/columnArticle/ColumnArticlePage'),
  columndetail: () => import('../pages/columnDetail/ColumnDetailPage'),
  columnFolderList: () => import('../pages/columnFolderList/ColumnFolderListPage'),
  columnFolderList2: () => import('../pages/columnFolderList2/DigitalColumnPage'),
  columnstock: () => import('../pages/columnStock/ColumnStockPage'),
  companywzdt: () => import('../pages/companySites/CompanySitesPage'),
  companySzhfw: () => import('../pages/digitalService/DigitalServicePage'),
  homeIndex: () => import('../pages/home/HomePage'),
  cncec: () => import('../pages/home/HomePage'),
  companyLeaderDetail: () => import('../pages/leaderDetail/LeaderDetailPage'),
  leaders: () => import('../pages/leaders/LeadersPage'),
  notFound: () => import('../pages/notFound/NotFoundPage'),
  companyzzjge: () => import('../pages/organisation/OrganisationPage'),
  szhfw: () => import('../pages/serviceCards/ServiceCardsPage'),
  ztzldetail: () => import('../pages/specialTopics/SpecialTopicsPage'),
};
