import { PAGE_PARAM, SIZE_PARAM } from '../../../../shared/paging/pageQuery';
import { articleListApi } from '../../api/articleListApi';
import { columnWith, startPicturePage } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/**
 * A column's picture articles: a paged grid, or on `articleimglists` a carousel of them all. Whichever
 * list the page asks for is essential.
 */
export default routeKind({
  paths: {
    articleimglist: '/articleimglist/:fdCode',
    articleimglists: '/articleimglists/:fdCode',
    articleimglists2: '/articleimglists2/:fdCode',
    articleimglists3: '/articleimglists3/:fdCode',
  },
  page: 'ArticleImageListPage',
  query: { page: [PAGE_PARAM], view: [SIZE_PARAM] },
  feed: true,
  load: columnWith((load, menu) => {
    if (load.routeId !== 'articleimglists') return startPicturePage(load, menu);
    const pictures = load.store.dispatch(articleListApi.endpoints.getPictureArticles.initiate({ folderId: menu.fdId }));
    load.start(pictures, { essential: true });
  }),
});
