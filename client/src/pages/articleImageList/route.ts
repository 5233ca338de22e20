import { IMAGE_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { articleListApi } from '../../api/articleListApi';
import { columnWith, pageOf } from '../../app/data/loadSteps';
import { routeKind } from '../../app/routeKind';

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
  essential: ['findPicArticles', 'findPicArticle'],
  load: columnWith((load, menu) => {
    const { store, start } = load;
    if (load.routeId === 'articleimglists')
      start(store.dispatch(articleListApi.endpoints.getPictureArticles.initiate({ folderId: menu.fdId })));
    else {
      const args = { folderId: menu.fdId, ...pageOf(load, IMAGE_LIST_PAGE_SIZES) };
      start(store.dispatch(articleListApi.endpoints.getPictureArticlePage.initiate(args)));
    }
  }),
});
