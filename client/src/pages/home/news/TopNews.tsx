import { useIntl } from 'react-intl';
import { SiteLink } from '../../../components/SiteLink/SiteLink';
import { PublishDate } from '../../../components/PublishDate/PublishDate';
import { useLocale } from '../../../state/useLocale';
import { articleHref } from '../ArticleList';
import { useGetTopNewsQuery } from './newsApi';
import styles from './NewsCentre.module.css';

/** The article the CMS pins, first in the news centre; nothing while it loads or when none is pinned. */
export function TopNews() {
  const intl = useIntl();
  const flag = useLocale();
  const article = useGetTopNewsQuery({ flag }).currentData?.[0];
  if (!article) return null;
  return (
    <article className={styles.topNews} data-top-news={article.id}>
      <span className={styles.topNewsTag}>{intl.formatMessage({ id: 'home.topNews' })}</span>
      <div className={styles.topNewsText}>
        <h3 className={styles.topNewsTitle}>
          <SiteLink to={articleHref(article)}>{article.title}</SiteLink>
        </h3>
        {article.summary && <p className={styles.topNewsSummary}>{article.summary}</p>}
      </div>
      <PublishDate value={article.publishTime} className={styles.topNewsDate} />
    </article>
  );
}
