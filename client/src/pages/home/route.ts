import { FOLDER_IDS, MENU_CODES } from '../../../../shared/constants';
import { findMenuByCode } from '../../../../shared/nav/findMenu';
import { articleListApi } from '../../api/articleListApi';
import { stockApi } from '../../api/stockApi';
import { routeKind } from '../../routeKit/routeKind';
import { isHomeBannerPath } from '../../layout/homePaths';
import { bannerApi } from './banner/bannerApi';
import { fixedFolderApi } from './fixedFolderApi';
import { foldersApi } from './folders/foldersApi';
import { investorApi } from './investor/investorApi';
import { newsApi } from './news/newsApi';
import { fastTrackApi } from './quick/fastTrackApi';

/** The home page: the banner, quick access and the blocks below them, held until the visitor acts. */
export default routeKind({
  paths: { homeIndex: '/index/:fdCode', cncec: '/cncec' },
  page: 'HomePage',
  head: { home: true },
  async load(load) {
    // No call but the menu tree is essential: every block has its own fallback.
    const { store, start, startHeld, locale: flag } = load;
    // The banner and quick access hydrate with the page; the blocks below them are held (see HomePage).
    if (isHomeBannerPath(load.url.pathname))
      start(store.dispatch(bannerApi.endpoints.getHomeBanner.initiate({ flag })));
    start(store.dispatch(fastTrackApi.endpoints.getFastTrack.initiate({})));
    const fixed = (fdId: number) =>
      startHeld(store.dispatch(fixedFolderApi.endpoints.getHomeFixedFolder.initiate({ fdId, flag })));
    fixed(FOLDER_IDS.companyProfile);
    fixed(FOLDER_IDS.newsCentreHeader[flag]);
    fixed(FOLDER_IDS.investorHeader[flag]);
    startHeld(store.dispatch(newsApi.endpoints.getHomeNewsSlides.initiate({ flag })));
    startHeld(store.dispatch(newsApi.endpoints.getTopNews.initiate({ flag })));
    startHeld(store.dispatch(foldersApi.endpoints.getHomeFolderBlocks.initiate({ flag })));
    startHeld(store.dispatch(investorApi.endpoints.getHomeNotices.initiate({ flag })));
    // Carried although only a held block draws them: the quotes change by the minute, so an answer fetched
    // when the block hydrates could differ from the one the page was drawn with.
    start(store.dispatch(stockApi.endpoints.getShareQuotes.initiate(undefined)));
    // The news centre opens on the first news category's latest articles.
    const tree = await load.menus();
    const category = findMenuByCode(tree ?? [], MENU_CODES.companyNews[flag])?.children[0];
    if (category)
      startHeld(store.dispatch(articleListApi.endpoints.getArticlePage.initiate({ folderId: category.fdId })));
  },
});
