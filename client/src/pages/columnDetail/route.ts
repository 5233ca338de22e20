import { columnApi } from '../../api/columnApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A column's own page: its rich text. */
export default routeKind({
  paths: { columndetail: '/columndetail/:fdCode' },
  page: 'ColumnDetailPage',
  load: columnWith(({ store, start }, menu) => {
    start(store.dispatch(columnApi.endpoints.getFolderDetail.initiate({ fdCode: menu.fdCode })), { essential: true });
  }),
});
