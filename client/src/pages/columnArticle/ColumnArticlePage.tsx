import type { MenuItem } from '../../../../shared/api/menu';
import { TEXT_LIST_PAGE_SIZES } from '../../../../shared/constants';
import { useGetColumnWithArticlesQuery } from '../../api/articleListApi';
import { ArticleTextList } from '../../components/ArticleTextList/ArticleTextList';
import { CoreTechCarousel } from '../../components/CoreTechCarousel/CoreTechCarousel';
import { Pager } from '../../components/Pager/Pager';
import { useKeepPageInRange, usePageQuery } from '../../components/Pager/usePageQuery';
import { QueryState } from '../../components/QueryState/QueryState';
import { RichText } from '../../components/RichText/RichText';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import styles from './ColumnArticlePage.module.css';

/** The column's rich text, then one page of its articles (page and size from the URL). */
function ColumnArticle({ menu }: { menu: MenuItem }) {
  const pageQuery = usePageQuery(TEXT_LIST_PAGE_SIZES);
  const query = useGetColumnWithArticlesQuery({
    fdCode: menu.fdCode,
    nowPage: pageQuery.page,
    pageSize: pageQuery.size,
  });
  useKeepPageInRange(pageQuery, query.currentData?.list.countSize);
  return (
    <QueryState
      query={query}
      isEmpty={({ folder, list }) => !folder.folderDetail && list.countSize === 0 && list.articleLists.length === 0}
    >
      {({ folder, list }) => (
        <div className={styles.column}>
          {folder.folderDetail && <RichText html={folder.folderDetail} className={styles.detail} />}
          <CoreTechCarousel fdCode={menu.fdCode} />
          {list.countSize > 0 && (
            <section data-column-articles="">
              <ArticleTextList articles={list.articleLists} />
              <Pager query={pageQuery} total={list.countSize} />
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** `/column_article/:fdCode`: a column with its folder detail and article list. */
function ColumnArticlePage() {
  return <ColumnFrame>{(menu) => <ColumnArticle menu={menu} />}</ColumnFrame>;
}

export { ColumnArticlePage as Component };
