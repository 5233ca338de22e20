// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { RouteKindId } from '../../../shared/routeTable';
import type { RouteModules } from '../routeKit/routeKind';

const articleDetail: RouteModules = {
  kind: () => import('../pages/articleDetail/route'),
  page: () => import('../pages/articleDetail/ArticleDetailPage'),
};
const articleImageDetailList: RouteModules = {
  kind: () => import('../pages/articleImageDetailList/route'),
  page: () => import('../pages/articleImageDetailList/ArticleImageDetailListPage'),
};
const articleImageList: RouteModules = {
  kind: () => import('../pages/articleImageList/route'),
  page: () => import('../pages/articleImageList/ArticleImageListPage'),
};
const articlePageList: RouteModules = {
  kind: () => import('../pages/articlePageList/route'),
  page: () => import('../pages/articlePageList/ArticlePageListPage'),
};
const articlePreview: RouteModules = {
  kind: () => import('../pages/articlePreview/route'),
  page: () => import('../pages/articlePreview/ArticlePreviewPage'),
};
const articleSearch: RouteModules = {
  kind: () => import('../pages/articleSearch/route'),
  page: () => import('../pages/articleSearch/ArticleSearchPage'),
};
const columnArticle: RouteModules = {
  kind: () => import('../pages/columnArticle/route'),
  page: () => import('../pages/columnArticle/ColumnArticlePage'),
};
const columnDetail: RouteModules = {
  kind: () => import('../pages/columnDetail/route'),
  page: () => import('../pages/columnDetail/ColumnDetailPage'),
};
const columnFolderList: RouteModules = {
  kind: () => import('../pages/columnFolderList/route'),
  page: () => import('../pages/columnFolderList/ColumnFolderListPage'),
};
const columnFolderList2: RouteModules = {
  kind: () => import('../pages/columnFolderList2/route'),
  page: () => import('../pages/columnFolderList2/DigitalColumnPage'),
};
const columnStock: RouteModules = {
  kind: () => import('../pages/columnStock/route'),
  page: () => import('../pages/columnStock/ColumnStockPage'),
};
const companySites: RouteModules = {
  kind: () => import('../pages/companySites/route'),
  page: () => import('../pages/companySites/CompanySitesPage'),
};
const digitalService: RouteModules = {
  kind: () => import('../pages/digitalService/route'),
  page: () => import('../pages/digitalService/DigitalServicePage'),
};
const home: RouteModules = {
  kind: () => import('../pages/home/route'),
  page: () => import('../pages/home/HomePage'),
};
const leaderDetail: RouteModules = {
  kind: () => import('../pages/leaderDetail/route'),
  page: () => import('../pages/leaderDetail/LeaderDetailPage'),
};
const leaders: RouteModules = {
  kind: () => import('../pages/leaders/route'),
  page: () => import('../pages/leaders/LeadersPage'),
};
const notFound: RouteModules = {
  kind: () => import('../pages/notFound/route'),
  page: () => import('../pages/notFound/NotFoundPage'),
};
const organisation: RouteModules = {
  kind: () => import('../pages/organisation/route'),
  page: () => import('../pages/organisation/OrganisationPage'),
};
const serviceCards: RouteModules = {
  kind: () => import('../pages/serviceCards/route'),
  page: () => import('../pages/serviceCards/ServiceCardsPage'),
};
const specialTopics: RouteModules = {
  kind: () => import('../pages/specialTopics/route'),
  page: () => import('../pages/specialTopics/SpecialTopicsPage'),
};

/** Each route's modules: its route kind's, with the loader, and its page's. */
export const ROUTE_MODULES: Readonly<Record<RouteKindId, RouteModules>> = {
  articledetail: articleDetail,
  articledetailonly: articleDetail,
  articleimgdetaillist: articleImageDetailList,
  articleimglist: articleImageList,
  articleimglists: articleImageList,
  articleimglists2: articleImageList,
  articleimglists3: articleImageList,
  articlepagelist: articlePageList,
  articlepreview: articlePreview,
  articlesearch: articleSearch,
  columnArticle: columnArticle,
  columndetail: columnDetail,
  columnFolderList: columnFolderList,
  columnFolderList2: columnFolderList2,
  columnstock: columnStock,
  companywzdt: companySites,
  companySzhfw: digitalService,
  homeIndex: home,
  cncec: home,
  companyLeaderDetail: leaderDetail,
  leaders: leaders,
  notFound: notFound,
  companyzzjge: organisation,
  szhfw: serviceCards,
  ztzldetail: specialTopics,
};
