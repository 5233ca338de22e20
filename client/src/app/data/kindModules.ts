// Written by `npm run routes` from the route kinds (client/src/pages/<page>/route.ts): not edited by hand.
// A unit test fails when it differs from what they declare.
import type { RouteKindId } from '../../../../shared/routeTable';
import type { RouteKind } from '../../routeKit/routeKind';

export const KIND_MODULES: Readonly<Record<RouteKindId, () => Promise<{ default: RouteKind }>>> = {
  articledetail: () => import('../../pages/articleDetail/route'),
  articledetailonly: () => import('../../pages/articleDetail/route'),
  articleimgdetaillist: () => import('../../pages/articleImageDetailList/route'),
  articleimglist: () => import('../../pages/articleImageList/route'),
  articleimglists: () => import('../../pages/articleImageList/route'),
  articleimglists2: () => import('../../pages/articleImageList/route'),
  articleimglists3: () => import('../../pages/articleImageList/route'),
  articlepagelist: () => import('../../pages/articlePageList/route'),
  articlepreview: () => import('../../pages/articlePreview/route'),
  articlesearch: () => import('../../pages/articleSearch/route'),
  columnArticle: () => import('../../pages/columnArticle/route'),
  columndetail: () => import('../../pages/columnDetail/route'),
  columnFolderList: () => import('../../pages/columnFolderList/route'),
  columnFolderList2: () => import('../../pages/columnFolderList2/route'),
  columnstock: () => import('../../pages/columnStock/route'),
  companywzdt: () => import('../../pages/companySites/route'),
  companySzhfw: () => import('../../pages/digitalService/route'),
  homeIndex: () => import('../../pages/home/route'),
  cncec: () => import('../../pages/home/route'),
  companyLeaderDetail: () => import('../../pages/leaderDetail/route'),
  leaders: () => import('../../pages/leaders/route'),
  notFound: () => import('../../pages/notFound/route'),
  companyzzjge: () => import('../../pages/organisation/route'),
  szhfw: () => import('../../pages/serviceCards/route'),
  ztzldetail: () => import('../../pages/specialTopics/route'),
};
