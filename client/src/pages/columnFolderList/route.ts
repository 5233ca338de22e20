import { columnApi } from '../../api/columnApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A column's sub-folders as tiles. */
export default routeKind({
  paths: { columnFolderList: '/columnFolderList/:fdCode' },
  page: 'ColumnFolderListPage',
  load: columnWith(({ store, start }, menu) => {
    start(store.dispatch(columnApi.endpoints.getSubFolders.initiate({ fdId: menu.fdId })), { essential: true });
  }),
});
