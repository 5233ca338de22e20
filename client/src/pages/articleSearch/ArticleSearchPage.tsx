import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZES } from '../../../../shared/constants';
import { searchTextOf } from '../../../../shared/view/searchText';
import { useSearchArticlesQuery } from '../../api/searchApi';
import { useAppDispatch } from '../../state/hooks';
import { searchInputChanged } from '../../state/uiSlice';
import { useLocale } from '../../state/useLocale';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pager } from '../../components/Pager/Pager';
import { useKeepPageInRange, usePageQuery } from '../../components/Pager/usePageQuery';
import { QueryState } from '../../components/QueryState/QueryState';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { ROUTE_TITLES } from '../../routeKit/routeTitles';
import styles from './ArticleSearchPage.module.css';
import { SearchResults } from './SearchResults';

/** The search text of the URL, as the header box sends it: trimmed, within the API's limit. */
function useSearchText(): string {
  const [searchParams] = useSearchParams();
  return searchTextOf(searchParams);
}

/**
 * `/articlesearch?inputValue=`: the results in the current language, 10 a page, the terms marked; without
 * a word, a line asking for one. The header box shows the text searched for, also after a reload or a step
 * back in history.
 */
function ArticleSearchPage() {
  const intl = useIntl();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const text = useSearchText();
  const pageQuery = usePageQuery(SEARCH_PAGE_SIZES);
  useEffect(() => {
    dispatch(searchInputChanged(text));
  }, [dispatch, text]);

  const query = useSearchArticlesQuery(
    text === '' ? skipToken : { inPutMessage: text, nowPage: pageQuery.page, pageSize: SEARCH_PAGE_SIZE, flag: locale },
  );
  useKeepPageInRange(pageQuery, query.currentData?.countSize);

  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: ROUTE_TITLES.articlesearch })}
      fallbackHeading={ROUTE_TITLES.articlesearch}
      withSidebar={false}
      standalone
    >
      {text === '' ? (
        // The search forms work without the app's code: an empty word reaches this page, which says so.
        <p className={styles.summary} data-search-message="empty-word">
          {intl.formatMessage({ id: 'search.emptyWord' })}
        </p>
      ) : (
        <QueryState query={query}>
          {(list) => (
            <>
              <p className={styles.summary} data-search-summary="">
                <FormattedMessage
                  id="search.summary"
                  values={{ text: <strong className={styles.query}>{text}</strong>, count: list.countSize }}
                />
              </p>
              {list.countSize === 0 && list.articleLists.length === 0 ? (
                <EmptyState kind="noSearchResult" />
              ) : (
                <>
                  <SearchResults articles={list.articleLists} text={text} />
                  <Pager query={pageQuery} total={list.countSize} />
                </>
              )}
            </>
          )}
        </QueryState>
      )}
    </InnerPageLayout>
  );
}

export { ArticleSearchPage as Component };
