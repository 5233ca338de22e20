import { PAGE_PARAM, SIZE_PARAM } from '../../../../shared/paging/pageQuery';
import { columnWith, startPicturePage } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A column's picture articles, paged, each with its summary. */
export default routeKind({
  paths: { articleimgdetaillist: '/articleimgdetaillist/:fdCode' },
  page: 'ArticleImageDetailListPage',
  query: { page: [PAGE_PARAM], view: [SIZE_PARAM] },
  feed: true,
  load: columnWith(startPicturePage),
});
