import type { MenuEntry } from '../../../../shared/api/menu';
import {
  FOLDER_IDS,
  FOOTER_LINK_CODE,
  IMAGE_LIST_PAGE_SIZES,
  MENU_CODES,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
  SITE_CODES,
  TEXT_LIST_PAGE_SIZES,
} from '../../../../shared/constants';
import { findMenuByCode, findMenuByPath } from '../../../../shared/nav/findMenu';
import { readPageQuery } from '../../../../shared/paging/pageQuery';
import { getHref } from '../../../../shared/routes';
import { COLUMN_LATEST_PAGE_SIZE } from '../../../../shared/view/columnLists';
import { idParam } from '../../../../shared/view/idParam';
import { searchTextOf } from '../../../../shared/view/searchText';
import { isCoreTechnologyCode } from '../../../../shared/view/specialColumns';
import { topicFolderId } from '../../../../shared/view/topicFolder';
import { articleApi } from '../../api/articleApi';
import { articleListApi } from '../../api/articleListApi';
import { columnApi } from '../../api/columnApi';
import { companyApi } from '../../api/companyApi';
import { menuApi } from '../../api/menuApi';
import { searchApi } from '../../api/searchApi';
import { siteApi } from '../../api/siteApi';
import { stockApi } from '../../api/stockApi';
import { drawsSectionBanner, isHomeBannerPath } from '../../layout/homePaths';
import { bannerApi } from '../../pages/home/banner/bannerApi';
import { fixedFolderApi } from '../../pages/home/fixedFolderApi';
import { foldersApi } from '../../pages/home/folders/foldersApi';
import { investorApi } from '../../pages/home/investor/investorApi';
import { newsApi } from '../../pages/home/news/newsApi';
import { fastTrackApi } from '../../pages/home/quick/fastTrackApi';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageRouteId } from '../pageModules';
import { followUrlLanguage } from './followUrlLanguage';
import { articleInItsLanguage, codeElsewhere } from './languageRedirects';
import { notFound } from './notFound';
import { isNotFound, PageLoad, type LoadedPage, type LoadPlace, type LoadScope } from './pageLoad';

/**
 * What each route kind's page draws, started by its loader with the very arguments its components ask the
 * store for (so they find the answers there). Which of these calls are essential is written once, in
 * `shared/ssr/essentialCalls.ts`; here every call is just started, and the ones the page cannot be drawn
 * without, or that another call depends on, are awaited.
 */
type Loader = (load: PageLoad) => Promise<void>;

export type { LoadPlace };

/** The current language's menu tree (null when it failed or came too late). */
async function menus(load: PageLoad): Promise<MenuEntry[] | null> {
  const outcome = await load.need(load.store.dispatch(menuApi.endpoints.getMenus.initiate({ flag: load.locale })));
  return outcome?.data ?? null;
}

/**
 * The columns' pictures and summaries, for a page with the section banner (and tiles). Awaited in the
 * browser too, so the banner does not change under the visitor's eyes.
 */
async function columnFacts(load: PageLoad): Promise<void> {
  await load.need(load.store.dispatch(menuApi.endpoints.getColumnFacts.initiate({ flag: load.locale })));
}

/**
 * The column a `/…/:fdCode` route names in the URL's language's tree; a code of the other language is
 * sent on (see languageRedirects.ts), a code neither has is a 404.
 */
async function column(load: PageLoad): Promise<MenuEntry | null> {
  const tree = await menus(load);
  if (tree === null) return null;
  const code = load.params.fdCode ?? '';
  return findMenuByCode(tree, code) ?? (await codeElsewhere(load, tree, code)) ?? notFound();
}

/** Throws the 404 of a missing item when the CMS does not have it. */
function found(outcome: { error?: unknown } | undefined, missing: 'article' | 'page' = 'page'): void {
  if (outcome !== undefined && isNotFound(outcome.error)) notFound(missing);
}

/** Every page's frame: the menu tree, and the footer's links and contact facts. */
const frame: Loader = async (load) => {
  const { store, locale, startHeld } = load;
  // The footer is held until the visitor acts (see LazyPart).
  startHeld(store.dispatch(siteApi.endpoints.getSiteInfo.initiate({ code: SITE_CODES[locale] })));
  startHeld(store.dispatch(siteApi.endpoints.getFriendLinks.initiate({ code: FOOTER_LINK_CODE })));
  await menus(load);
};

const home: Loader = async (load) => {
  const { store, start, startHeld, locale: flag } = load;
  // The banner and quick access hydrate with the page; the blocks below them are held (see HomePage).
  if (isHomeBannerPath(load.url.pathname)) start(store.dispatch(bannerApi.endpoints.getHomeBanner.initiate({ flag })));
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
  const tree = await menus(load);
  const category = findMenuByCode(tree ?? [], MENU_CODES.companyNews[flag])?.children[0];
  if (category)
    startHeld(store.dispatch(articleListApi.endpoints.getArticlePage.initiate({ folderId: category.fdId })));
};

const article: Loader = async (load) => {
  const { store } = load;
  const outcome = await load.need(
    store.dispatch(articleApi.endpoints.getArticle.initiate({ id: load.params.articleId ?? '' })),
  );
  found(outcome, 'article');
  const loaded = outcome?.data;
  if (!loaded) return;
  const tree = await menus(load);
  if (tree !== null) await articleInItsLanguage(load, tree, loaded);
  const related = loaded.fdCode ? { articleId: loaded.id, fdCode: loaded.fdCode } : { articleId: loaded.id };
  load.start(store.dispatch(articleApi.endpoints.getRelatedNews.initiate(related)));
};

const preview: Loader = async (load) => {
  const id = load.params.articleId ?? '';
  found(await load.need(load.store.dispatch(articleApi.endpoints.getArticlePreview.initiate({ id }))), 'article');
};

const leaderDetail: Loader = async (load) => {
  const id = idParam(load.url.searchParams.get('id'));
  if (id === null) notFound('article');
  found(await load.need(load.store.dispatch(companyApi.endpoints.getCompanyArticle.initiate({ id }))), 'article');
};

const search: Loader = async (load) => {
  const text = searchTextOf(load.url.searchParams);
  if (text === '') return;
  const { page } = readPageQuery(load.url.searchParams, SEARCH_PAGE_SIZES);
  const args = { inPutMessage: text, nowPage: page, pageSize: SEARCH_PAGE_SIZE, flag: load.locale };
  await load.need(load.store.dispatch(searchApi.endpoints.searchArticles.initiate(args)));
};

/** A column page whose content is one call of its menu entry. */
function columnWith(call: (load: PageLoad, menu: MenuEntry) => void): Loader {
  return async (load) => {
    const menu = await column(load);
    if (menu) call(load, menu);
  };
}

/** A paged list of a column: page and size from the URL, as the pager keeps them. */
function pageOf(load: PageLoad, sizes: readonly number[]) {
  const { page, size } = readPageQuery(load.url.searchParams, sizes);
  return { nowPage: page, pageSize: size };
}

const columnArticle = columnWith(({ store, start, locale }, menu) => {
  const args = { fdCode: menu.fdCode, nowPage: 1, pageSize: COLUMN_LATEST_PAGE_SIZE };
  start(store.dispatch(articleListApi.endpoints.getColumnWithArticles.initiate(args)));
  if (isCoreTechnologyCode(menu.fdCode)) {
    const folderId = FOLDER_IDS.coreTechnology[locale];
    start(store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId })));
  }
});

const textList = columnWith((load, menu) => {
  const args = { folderId: menu.fdId, ...pageOf(load, TEXT_LIST_PAGE_SIZES) };
  load.start(load.store.dispatch(articleListApi.endpoints.getArticlePage.initiate(args)));
});

const pagedImages = columnWith((load, menu) => {
  const args = { folderId: menu.fdId, ...pageOf(load, IMAGE_LIST_PAGE_SIZES) };
  load.start(load.store.dispatch(articleListApi.endpoints.getPictureArticlePage.initiate(args)));
});

const imageCarousel = columnWith(({ store, start }, menu) => {
  start(store.dispatch(articleListApi.endpoints.getPictureArticles.initiate({ folderId: menu.fdId })));
});

const folderTiles = columnWith(({ store, start }, menu) => {
  start(store.dispatch(columnApi.endpoints.getSubFolders.initiate({ fdId: menu.fdId })));
});

const digitalCards = columnWith(({ store, start }, menu) => {
  start(store.dispatch(columnApi.endpoints.getDigitalColumn.initiate({ fdId: menu.fdId })));
});

const columnDetail = columnWith(({ store, start }, menu) => {
  start(store.dispatch(columnApi.endpoints.getFolderDetail.initiate({ fdCode: menu.fdCode })));
});

const digitalService = columnWith(({ store, start }, menu) => {
  start(store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId: menu.fdId })));
});

const stock = columnWith(({ store, start }) => {
  start(store.dispatch(stockApi.endpoints.getShareQuotes.initiate(undefined)));
});

// The cards are the menu's own children.
const menuOnly = columnWith(() => undefined);

const organisation: Loader = async (load) => {
  const { store, locale } = load;
  load.start(store.dispatch(companyApi.endpoints.getSubsidiaries.initiate({ flag: locale })));
  const fdCode = load.params.fdCode ?? '';
  const detail = load.need(store.dispatch(columnApi.endpoints.getFolderDetail.initiate({ fdCode })));
  // The code is checked against the menu meanwhile: another language's code is sent on.
  await column(load);
  found(await detail);
};

const leaders: Loader = async (load) => {
  const menu = findMenuByPath((await menus(load)) ?? [], getHref('leaders', {}));
  if (menu)
    load.start(load.store.dispatch(companyApi.endpoints.getCompanyFolderArticles.initiate({ folderId: menu.fdId })));
};

const companySites: Loader = (load) => {
  load.start(load.store.dispatch(companyApi.endpoints.getCompanySites.initiate({ flag: load.locale })));
  return Promise.resolve();
};

const specialTopics: Loader = async (load) => {
  const tree = await menus(load);
  const folderId = topicFolderId(load.url.searchParams.get('fdId'), tree ?? [], load.locale);
  if (folderId !== null)
    load.start(load.store.dispatch(columnApi.endpoints.getSubFolders.initiate({ fdId: folderId })));
};

const nothing: Loader = () => Promise.resolve();

/** The loader of each route kind's page (the frame's own runs beside it). */
const PAGE_LOADERS: Record<PageRouteId, Loader> = {
  homeIndex: home,
  cncec: home,
  leaders,
  companyLeaderDetail: leaderDetail,
  companyzzjge: organisation,
  companywzdt: companySites,
  columnArticle,
  columnFolderList: folderTiles,
  columnFolderList2: digitalCards,
  companySzhfw: digitalService,
  szhfw: menuOnly,
  columndetail: columnDetail,
  ztzldetail: specialTopics,
  articlepagelist: textList,
  articleimglist: pagedImages,
  articleimglists: imageCarousel,
  articleimglists2: pagedImages,
  articleimglists3: pagedImages,
  articleimgdetaillist: pagedImages,
  articledetail: article,
  articledetailonly: article,
  articlepreview: preview,
  articlesearch: search,
  columnstock: stock,
  notFound: nothing,
};

/**
 * Runs the loader of a route (`root` is the frame around every page) for react-router: starts its page's
 * data in the store and settles it as the place requires (see `PageLoad`).
 */
export async function runLoader(
  route: PageRouteId | 'root',
  scope: LoadScope,
  args: LoaderFunctionArgs,
): Promise<LoadedPage | null> {
  const load = new PageLoad(scope, args);
  try {
    if (route === 'root' && scope.place.kind === 'browser') await followUrlLanguage(scope.store, load.url);
    if (route === 'root') await frame(load);
    else await Promise.all([PAGE_LOADERS[route](load), drawsSectionBanner(load.url.pathname) && columnFacts(load)]);
  } catch (thrown) {
    // A redirect or a 404: the page is not drawn, so nothing holds its calls.
    load.abandon();
    throw thrown;
  }
  return load.done();
}
