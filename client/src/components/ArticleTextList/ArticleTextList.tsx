import { FormattedMessage } from 'react-intl';
import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import { PublishDate } from '../PublishDate/PublishDate';
import styles from './ArticleTextList.module.css';

/**
 * A text list of articles: title and date (SPEC §2). Each row opens the article in a new window;
 * `noopener` keeps the new window from reaching back into this one.
 */
export function ArticleTextList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className={styles.list} data-article-list="text">
      {articles.map((article) => (
        <li key={article.id} className={styles.row}>
          <a
            className={styles.title}
            href={getHref('articledetail', { articleId: article.id })}
            target="_blank"
            rel="noopener"
          >
            {article.title}
            <span className="visually-hidden">
              <FormattedMessage id="common.opensInNewWindow" />
            </span>
          </a>
          <PublishDate value={article.publishTime} className={styles.date} />
        </li>
      ))}
    </ul>
  );
}
