import { columnWith, startPicturePage } from '../../app/data/loadSteps';
import { routeKind } from '../../app/routeKind';

/** A column's picture articles, paged, each with its summary. */
export default routeKind({
  paths: { articleimgdetaillist: '/articleimgdetaillist/:fdCode' },
  page: 'ArticleImageDetailListPage',
  essential: ['findPicArticles'],
  load: columnWith(startPicturePage),
});
