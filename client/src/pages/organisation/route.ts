import { columnApi } from '../../api/columnApi';
import { companyApi } from '../../api/companyApi';
import { column, found } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/**
 * The organisation: the internal departments' chart is the first tab (essential); the subsidiaries wait
 * behind the second.
 */
export default routeKind({
  paths: { companyzzjge: '/companyzzjge/:fdCode' },
  page: 'OrganisationPage',
  async load(load) {
    const { store, locale } = load;
    load.start(store.dispatch(companyApi.endpoints.getSubsidiaries.initiate({ flag: locale })));
    const fdCode = load.params.fdCode ?? '';
    const folder = store.dispatch(columnApi.endpoints.getFolderDetail.initiate({ fdCode }));
    const detail = load.need(folder, { essential: true });
    // The code is checked against the menu meanwhile: another language's code is sent on.
    await column(load);
    found(await detail);
  },
});
