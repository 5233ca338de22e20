// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
/** Each route's path pattern (react-router syntax), by route id. */
export const ROUTE_PATHS = {
  articledetail: '/articledetail/:articleId',
  articledetailonly: '/articledetailonly/:articleId',
  articleimgdetaillist: '/articleimgdetaillist/:fdCode',
  articleimglist: '/articleimglist/:fdCode',
  articleimglists: '/articleimglists/:fdCode',
  articleimglists2: '/articleimglists2/:fdCode',
  articleimglists3: '/articleimglists3/:fdCode',
  articlepagelist: '/articlepagelist/:fdCode',
  articlepreview: '/articlepreview/:articleId',
  articlesearch: '/articlesearch',
  columnArticle: '/column_article/:fdCode',
  columndetail: '/columndetail/:fdCode',
  columnFolderList: '/columnFolderList/:fdCode',
  columnFolderList2: '/columnFolderList2/:fdCode',
  columnstock: '/columnstock/:fdCode',
  companywzdt: '/companywzdt',
  companySzhfw: '/companySzhfw/:fdCode',
  homeIndex: '/index/:fdCode',
  cncec: '/cncec',
  companyLeaderDetail: '/companyLeaderDetail',
  leaders: '/leaders',
  notFound: '/404',
  companyzzjge: '/companyzzjge/:fdCode',
  szhfw: '/szhfw/:fdCode',
  ztzldetail: '/ztzldetail',
} as const;
export type RouteKindId = keyof typeof ROUTE_PATHS;

/** Each route's page module (in client/src/pages/, without its extension), beside its route kind's module. */
export const ROUTE_PAGES: Readonly<Record<RouteKindId, string>> = {
  articledetail: 'articleDetail/ArticleDetailPage',
  articledetailonly: 'articleDetail/ArticleDetailPage',
  articleimgdetaillist: 'articleImageDetailList/ArticleImageDetailListPage',
  articleimglist: 'articleImageList/ArticleImageListPage',
  articleimglists: 'articleImageList/ArticleImageListPage',
  articleimglists2: 'articleImageList/ArticleImageListPage',
  articleimglists3: 'articleImageList/ArticleImageListPage',
  articlepagelist: 'articlePageList/ArticlePageListPage',
  articlepreview: 'articlePreview/ArticlePreviewPage',
  articlesearch: 'articleSearch/ArticleSearchPage',
  columnArticle: 'columnArticle/ColumnArticlePage',
  columndetail: 'columnDetail/ColumnDetailPage',
  columnFolderList: 'columnFolderList/ColumnFolderListPage',
  columnFolderList2: 'columnFolderList2/DigitalColumnPage',
  columnstock: 'columnStock/ColumnStockPage',
  companywzdt: 'companySites/CompanySitesPage',
  companySzhfw: 'digitalService/DigitalServicePage',
  homeIndex: 'home/HomePage',
  cncec: 'home/HomePage',
  companyLeaderDetail: 'leaderDetail/LeaderDetailPage',
  leaders: 'leaders/LeadersPage',
  notFound: 'notFound/NotFoundPage',
  companyzzjge: 'organisation/OrganisationPage',
  szhfw: 'serviceCards/ServiceCardsPage',
  ztzldetail: 'specialTopics/SpecialTopicsPage',
};

/** The home page's routes. */
export const HOME_ROUTES: readonly RouteKindId[] = ['homeIndex', 'cncec'];

/** The routes whose pages leave the header's section picture out. */
export const NO_SECTION_BANNER: readonly RouteKindId[] = [
  'articledetail',
  'articledetailonly',
  'articlepreview',
  'articlesearch',
  'companyLeaderDetail',
];
