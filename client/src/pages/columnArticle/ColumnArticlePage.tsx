import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { MenuEntry } from '../../../../shared/api/menu';
import { getHref } from '../../../../shared/routes';
import { COLUMN_LATEST_PAGE_SIZE, columnLists } from '../../../../shared/view/columnLists';
import { useGetColumnWithArticlesQuery } from '../../api/articleListApi';
import { ArticleTextList } from '../../components/ArticleTextList/ArticleTextList';
import { CoreTechCarousel } from '../../components/CoreTechCarousel/CoreTechCarousel';
import { QueryState } from '../../components/QueryState/QueryState';
import { RichText } from '../../components/RichText/RichText';
import { ColumnFrame } from '../../layout/inner/ColumnFrame';
import styles from './ColumnArticlePage.module.css';

/**
 * The column's rich text, then its latest articles: one list of five, or twelve as two lists of six,
 * with a link to the paged list of all of them when there are more.
 */
function ColumnArticle({ menu }: { menu: MenuEntry }) {
  const query = useGetColumnWithArticlesQuery({ fdCode: menu.fdCode, nowPage: 1, pageSize: COLUMN_LATEST_PAGE_SIZE });
  return (
    <QueryState
      query={query}
      isEmpty={({ folder, list }) => !folder.folderDetail && list.countSize === 0 && list.articleLists.length === 0}
    >
      {({ folder, list }) => {
        const { lists, more } = columnLists(list.articleLists, list.countSize);
        return (
          <div className={styles.column}>
            {folder.folderDetail && <RichText html={folder.folderDetail} className={styles.detail} />}
            <CoreTechCarousel fdCode={menu.fdCode} />
            {lists.length > 0 && (
              <section className={styles.latest} data-column-articles={lists.length}>
                <div className={styles.lists}>
                  {lists.map((articles) => (
                    <ArticleTextList key={articles[0]?.id} articles={articles} />
                  ))}
                </div>
                {more && (
                  <SiteLink
                    className={styles.more}
                    to={getHref('articlepagelist', { fdCode: menu.fdCode })}
                    data-column-more=""
                  >
                    <FormattedMessage id="common.more" />
                    <span className="visually-hidden">{menu.fdName}</span>
                  </SiteLink>
                )}
              </section>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

/** `/column_article/:fdCode`: a column with its folder detail and latest articles. */
function ColumnArticlePage() {
  return <ColumnFrame>{(menu) => <ColumnArticle menu={menu} />}</ColumnFrame>;
}

export { ColumnArticlePage as Component };
