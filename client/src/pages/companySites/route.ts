import { companyApi } from '../../api/companyApi';
import { routeKind } from '../../routeKit/routeKind';

/** The group's websites: the CMS's list of sites in the URL's language. */
export default routeKind({
  paths: { companywzdt: '/companywzdt' },
  page: 'CompanySitesPage',
  load(load) {
    const sites = load.store.dispatch(companyApi.endpoints.getCompanySites.initiate({ flag: load.locale }));
    load.start(sites, { essential: true });
    return Promise.resolve();
  },
});
