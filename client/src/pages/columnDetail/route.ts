import { columnApi } from '../../api/columnApi';
import { columnWith } from '../../app/data/loadSteps';
import { routeKind } from '../../app/routeKind';

/** A column's own page: its rich text. */
export default routeKind({
  paths: { columndetail: '/columndetail/:fdCode' },
  page: 'ColumnDetailPage',
  essential: ['getFolderDetail'],
  load: columnWith(({ store, start }, menu) => {
    start(store.dispatch(columnApi.endpoints.getFolderDetail.initiate({ fdCode: menu.fdCode })));
  }),
});
