import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../../../components/SiteLink/SiteLink';
import { useGetArticlePageQuery } from '../../../api/articleListApi';
import type { ArticleSummary } from '../../../../../shared/api/article';
import { HOME_RIGHT_NEWS_COUNT, MENU_CODES } from '../../../../../shared/constants';
import { menuClickTarget, sitePath } from '../../../../../shared/nav/clickTarget';
import { findMenuByCode } from '../../../../../shared/nav/findMenu';
import { publishDate } from '../../../../../shared/text/publishDate';
import { useLocale } from '../../../state/useLocale';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Loading } from '../../../components/Loading/Loading';
import { MenuLink } from '../../../layout/nav/MenuLink';
import { useMenus } from '../../../layout/nav/useMenus';
import { articleHref } from '../ArticleList';
import { HoverTabs, panelProps } from '../HoverTabs';
import styles from './NewsCentre.module.css';

function NewsItem({ article }: { article: ArticleSummary }) {
  const date = publishDate(article.publishTime);
  return (
    <li className={styles.newsItem}>
      {date && (
        <time className={styles.dateBox} dateTime={date}>
          <span className={styles.day}>{date.slice(8, 10)}</span>
          <span className={styles.month}>{date.slice(0, 7)}</span>
        </time>
      )}
      <div className={styles.newsText}>
        <SiteLink className={styles.newsTitle} to={articleHref(article)}>
          {article.title}
        </SiteLink>
        {article.summary && <p className={styles.newsSummary}>{article.summary}</p>}
      </div>
    </li>
  );
}

/**
 * The news categories (the children of the news menu) and the latest articles of the one the pointer
 * or keyboard focus rests on (four items).
 */
export function NewsCategories() {
  const intl = useIntl();
  const locale = useLocale();
  const idBase = useId();
  const { menus } = useMenus();
  const categories = findMenuByCode(menus, MENU_CODES.companyNews[locale])?.children ?? [];
  const [active, setActive] = useState(0);
  const category = categories[active] ?? categories[0];
  const { currentData: list, isError } = useGetArticlePageQuery(
    { folderId: category?.fdId ?? 0 },
    { skip: category === undefined },
  );

  if (categories.length === 0) return null;
  return (
    <div className={styles.categories} data-news-categories>
      <HoverTabs
        labels={categories.map((menu) => menu.fdName)}
        hrefs={categories.map((menu) => sitePath(menuClickTarget(menu)))}
        active={active}
        onActivate={setActive}
        label={intl.formatMessage({ id: 'home.newsCategories' })}
        idBase={idBase}
      />
      <div {...panelProps(idBase, active)} className={styles.newsPanel} data-category={category?.fdCode}>
        {list ? (
          list.articleLists.length > 0 ? (
            <ul className={styles.newsList} data-article-list>
              {list.articleLists.slice(0, HOME_RIGHT_NEWS_COUNT).map((article) => (
                <NewsItem key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <EmptyState kind="noData" compact />
          )
        ) : isError ? (
          <EmptyState kind="noData" compact />
        ) : (
          <Loading />
        )}
      </div>
      {category && (
        <MenuLink menu={category} className={styles.categoryMore}>
          {intl.formatMessage({ id: 'common.more' })}
          <span className="visually-hidden">{category.fdName}</span>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </MenuLink>
      )}
    </div>
  );
}
