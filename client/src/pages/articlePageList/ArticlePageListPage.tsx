import type { MenuEntry } from '../../../../shared/api/menu';
import { TEXT_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { useGetArticlePageQuery } from '../../api/articleListApi';
import { ArticleTextList } from '../../components/ArticleTextList/ArticleTextList';
import { FeedLink } from '../../components/FeedLink/FeedLink';
import { Pager } from '../../components/Pager/Pager';
import { useKeepPageInRange, usePageQuery } from '../../components/Pager/usePageQuery';
import { QueryState } from '../../components/QueryState/QueryState';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';

/** One page of the folder's articles, page and size from the URL (`?page=2&size=20`). */
function TextList({ menu }: { menu: MenuEntry }) {
  const pageQuery = usePageQuery(TEXT_LIST_PAGE_SIZES);
  const query = useGetArticlePageQuery({ folderId: menu.fdId, nowPage: pageQuery.page, pageSize: pageQuery.size });
  useKeepPageInRange(pageQuery, query.currentData?.countSize);
  return (
    <QueryState query={query} isEmpty={(list) => list.countSize === 0 && list.articleLists.length === 0}>
      {(list) => (
        <>
          <ArticleTextList articles={list.articleLists} />
          <Pager query={pageQuery} total={list.countSize} />
          <FeedLink menu={menu} />
        </>
      )}
    </QueryState>
  );
}

/** `/articlepagelist/:fdCode`: a paged text list; rows open the article in a new window. */
function ArticlePageListPage() {
  return <ColumnFrame>{(menu) => <TextList menu={menu} />}</ColumnFrame>;
}

export { ArticlePageListPage as Component };
