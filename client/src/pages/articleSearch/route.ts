import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZES } from '../../../../shared/constants';
import { PAGE_PARAM, readPageQuery, SIZE_PARAM } from '../../../../shared/paging/pageQuery';
import { searchTextOf } from '../../../../shared/view/searchText';
import { searchApi } from '../../api/searchApi';
import { routeKind } from '../../routeKit/routeKind';

/** The search results of `?inputValue=`, paged; an empty word asks for one. */
export default routeKind({
  paths: { articlesearch: '/articlesearch' },
  page: 'ArticleSearchPage',
  query: { page: ['inputValue', PAGE_PARAM], view: [SIZE_PARAM] },
  unlisted: true,
  head: { noSectionBanner: true, title: 'search.result' },
  async load(load) {
    const text = searchTextOf(load.url.searchParams);
    if (text === '') return;
    const { page } = readPageQuery(load.url.searchParams, SEARCH_PAGE_SIZES);
    const args = { inPutMessage: text, nowPage: page, pageSize: SEARCH_PAGE_SIZE, flag: load.locale };
    await load.need(load.store.dispatch(searchApi.endpoints.searchArticles.initiate(args)), { essential: true });
  },
});
