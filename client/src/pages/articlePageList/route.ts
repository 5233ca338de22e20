import { PAGE_PARAM, SIZE_PARAM } from '../../../../shared/paging/pageQuery';
import { TEXT_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { articleListApi } from '../../api/articleListApi';
import { columnWith, pageOf } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A column's articles as a paged list of titles. */
export default routeKind({
  paths: { articlepagelist: '/articlepagelist/:fdCode' },
  page: 'ArticlePageListPage',
  query: { page: [PAGE_PARAM], view: [SIZE_PARAM] },
  feed: true,
  load: columnWith((load, menu) => {
    const args = { folderId: menu.fdId, ...pageOf(load, TEXT_LIST_PAGE_SIZES) };
    load.start(load.store.dispatch(articleListApi.endpoints.getArticlePage.initiate(args)), { essential: true });
  }),
});
