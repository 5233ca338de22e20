import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import { publishDate } from '../../../../shared/text/publishDate';
import styles from './ArticleList.module.css';

/** The article page of a list item; home links open in the same window. */
export function articleHref(article: Pick<ArticleSummary, 'id' | 'articleId'>): string {
  return getHref('articledetail', { articleId: article.articleId || article.id });
}

/** A list of article titles with their dates (the first 10 characters of publishTime). */
export function ArticleList({ articles, limit }: { articles: readonly ArticleSummary[]; limit: number }) {
  return (
    <ul className={styles.list} data-article-list>
      {articles.slice(0, limit).map((article) => {
        const date = publishDate(article.publishTime);
        return (
          <li key={article.id} className={styles.item}>
            <SiteLink className={styles.title} to={articleHref(article)} title={article.title}>
              {article.title}
            </SiteLink>
            {date && (
              <time className={styles.date} dateTime={date}>
                {date}
              </time>
            )}
          </li>
        );
      })}
    </ul>
  );
}
