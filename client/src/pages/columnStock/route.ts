import { stockApi } from '../../api/stockApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** The share price: the column is the menu entry; the quotes beside the chart are secondary. */
export default routeKind({
  paths: { columnstock: '/columnstock/:fdCode' },
  page: 'ColumnStockPage',
  load: columnWith(({ store, start }) => {
    start(store.dispatch(stockApi.endpoints.getShareQuotes.initiate(undefined)));
  }),
});
