import { IMAGE_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { articleListApi } from '../../api/articleListApi';
import { columnWith, pageOf } from '../../app/data/loadSteps';
import { routeKind } from '../../app/routeKind';

/** A column's picture articles, paged, each with its summary. */
export default routeKind({
  paths: { articleimgdetaillist: '/articleimgdetaillist/:fdCode' },
  page: 'ArticleImageDetailListPage',
  essential: ['findPicArticles'],
  load: columnWith((load, menu) => {
    const args = { folderId: menu.fdId, ...pageOf(load, IMAGE_LIST_PAGE_SIZES) };
    load.start(load.store.dispatch(articleListApi.endpoints.getPictureArticlePage.initiate(args)));
  }),
});
