import { findMenuByPath } from '../../../../shared/nav/findMenu';
import { companyApi } from '../../api/companyApi';
import { routeKind } from '../../routeKit/routeKind';

const PATH = '/leaders';

/** The leadership: the articles of the menu entry at this path. */
export default routeKind({
  paths: { leaders: PATH },
  page: 'LeadersPage',
  async load(load) {
    const menu = findMenuByPath((await load.menus()) ?? [], PATH);
    if (!menu) return;
    const { store, start } = load;
    const articles = store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId: menu.fdId }));
    start(articles, { essential: true });
  },
});
