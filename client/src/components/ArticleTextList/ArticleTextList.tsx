import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import { PublishDate } from '../PublishDate/PublishDate';
import { TargetLink } from '../TargetLink/TargetLink';
import styles from './ArticleTextList.module.css';

/** A text list of articles: title and date. Each row opens the article in a new window. */
export function ArticleTextList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className={styles.list} data-article-list="text">
      {articles.map((article) => (
        <li key={article.id} className={styles.row}>
          <TargetLink className={styles.title} to={getHref('articledetail', { articleId: article.id })} newWindow>
            {article.title}
          </TargetLink>
          <PublishDate value={article.publishTime} className={styles.date} />
        </li>
      ))}
    </ul>
  );
}
