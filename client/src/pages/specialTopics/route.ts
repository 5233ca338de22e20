import { topicFolderId } from '../../../../shared/view/topicFolder';
import { columnApi } from '../../api/columnApi';
import { withoutDefaultFolder } from '../../routeKit/languageRedirects';
import { routeKind } from '../../routeKit/routeKind';

/**
 * The special topics: the sub-folders of the folder `?fdId=` names, or of the language's topics folder,
 * whose page is the URL without `fdId` (`/ztzldetail`, `/ztzldetail?lang=en`).
 */
export default routeKind({
  paths: { ztzldetail: '/ztzldetail' },
  page: 'SpecialTopicsPage',
  query: { page: ['fdId'] },
  defaultFolder: { param: 'fdId', menu: 'specialTopics' },
  async load(load) {
    const tree = (await load.menus()) ?? [];
    withoutDefaultFolder(load, tree);
    const folderId = topicFolderId(load.url.searchParams.get('fdId'), tree, load.locale);
    if (folderId === null) return;
    const folders = load.store.dispatch(columnApi.endpoints.getSubFolders.initiate({ fdId: folderId }));
    load.start(folders, { essential: true });
  },
});
