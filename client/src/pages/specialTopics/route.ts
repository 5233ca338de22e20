import { topicFolderId } from '../../../../shared/view/topicFolder';
import { columnApi } from '../../api/columnApi';
import { routeKind } from '../../app/routeKind';

/** The special topics: the sub-folders of the folder `?fdId=` names, or of the language's topics folder. */
export default routeKind({
  paths: { ztzldetail: '/ztzldetail' },
  page: 'SpecialTopicsPage',
  essential: ['getAllSub'],
  async load(load) {
    const folderId = topicFolderId(load.url.searchParams.get('fdId'), (await load.menus()) ?? [], load.locale);
    if (folderId !== null)
      load.start(load.store.dispatch(columnApi.endpoints.getSubFolders.initiate({ fdId: folderId })));
  },
});
