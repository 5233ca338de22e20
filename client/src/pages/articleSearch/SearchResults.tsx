import { SiteLink } from '../../components/SiteLink/SiteLink';
import type { ArticleSummary } from '../../../../shared/api/article';
import { getHref } from '../../../../shared/routes';
import { HighlightedText } from '../../components/HighlightedText/HighlightedText';
import { PublishDate } from '../../components/PublishDate/PublishDate';
import styles from './ArticleSearchPage.module.css';

/** One page of results: title and summary with the search terms marked, and the date. */
export function SearchResults({ articles, text }: { articles: readonly ArticleSummary[]; text: string }) {
  return (
    <ol className={styles.results} data-article-list="search">
      {articles.map((article) => (
        <li key={article.id} className={styles.result}>
          <h2 className={styles.title}>
            <SiteLink to={getHref('articledetail', { articleId: article.id })}>
              <HighlightedText text={article.title} query={text} />
            </SiteLink>
          </h2>
          {article.summary && (
            <p className={styles.excerpt}>
              <HighlightedText text={article.summary} query={text} />
            </p>
          )}
          <PublishDate value={article.publishTime} className={styles.date} />
        </li>
      ))}
    </ol>
  );
}
