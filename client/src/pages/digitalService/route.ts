import { companyApi } from '../../api/companyApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A digital service's page: the articles of its column. */
export default routeKind({
  paths: { companySzhfw: '/companySzhfw/:fdCode' },
  page: 'DigitalServicePage',
  essential: ['findUnPageArticleList'],
  load: columnWith(({ store, start }, menu) => {
    start(store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId: menu.fdId })));
  }),
});
