import { FOLDER_IDS } from '../../../../shared/constants';
import { COLUMN_LATEST_PAGE_SIZE } from '../../../../shared/view/columnLists';
import { isCoreTechnologyCode } from '../../../../shared/view/specialColumns';
import { articleListApi } from '../../api/articleListApi';
import { companyApi } from '../../api/companyApi';
import { columnWith } from '../../routeKit/loadSteps';
import { routeKind } from '../../routeKit/routeKind';

/** A column's page and its latest articles; the core-technology column adds its carousel. */
export default routeKind({
  paths: { columnArticle: '/column_article/:fdCode' },
  page: 'ColumnArticlePage',
  feed: true,
  load: columnWith(({ store, start, locale }, menu) => {
    const args = { fdCode: menu.fdCode, nowPage: 1, pageSize: COLUMN_LATEST_PAGE_SIZE };
    start(store.dispatch(articleListApi.endpoints.getColumnWithArticles.initiate(args)), { essential: true });
    if (isCoreTechnologyCode(menu.fdCode)) {
      const folderId = FOLDER_IDS.coreTechnology[locale];
      start(store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId })));
    }
  }),
});
