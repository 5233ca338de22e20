import { idParam } from '../../../../shared/view/idParam';
import { companyApi } from '../../api/companyApi';
import { found } from '../../routeKit/loadSteps';
import { notFound } from '../../routeKit/notFound';
import { routeKind } from '../../routeKit/routeKind';

/** One leader's page: `?id=` names the article. */
export default routeKind({
  paths: { companyLeaderDetail: '/companyLeaderDetail' },
  page: 'LeaderDetailPage',
  query: { page: ['id'] },
  oneLanguage: true,
  head: { noSectionBanner: true, title: 'page.leaderDetail' },
  async load(load) {
    const id = idParam(load.url.searchParams.get('id'));
    if (id === null) notFound('article');
    const leader = load.store.dispatch(companyApi.endpoints.getCompanyArticle.initiate({ id }));
    found(await load.need(leader, { essential: true }), 'article');
  },
});
