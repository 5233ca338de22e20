import { columnApi } from '../../api/columnApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A digital column: its cards from the CMS's digital-column call. */
export default routeKind({
  paths: { columnFolderList2: '/columnFolderList2/:fdCode' },
  page: 'DigitalColumnPage',
  load: columnWith(({ store, start }, menu) => {
    start(store.dispatch(columnApi.endpoints.getDigitalColumn.initiate({ fdId: menu.fdId })), { essential: true });
  }),
});
