import { companyApi } from '../../api/companyApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A digital service's page: the articles of its column. */
export default routeKind({
  paths: { companySzhfw: '/companySzhfw/:fdCode' },
  page: 'DigitalServicePage',
  load: columnWith(({ store, start }, menu) => {
    const articles = store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId: menu.fdId }));
    start(articles, { essential: true });
  }),
});
