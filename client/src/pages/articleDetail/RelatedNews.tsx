import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { getHref } from '../../../../shared/routes';
import { useGetRelatedNewsQuery } from '../../api/articleApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { PublishDate } from '../../components/PublishDate/PublishDate';
import styles from './ArticleDetailPage.module.css';

/** Related news under an article; none shows the no-data label. */
export function RelatedNews({ articleId, fdCode }: { articleId: number; fdCode: string | null }) {
  const { currentData, isError } = useGetRelatedNewsQuery(fdCode ? { articleId, fdCode } : { articleId });
  let content;
  if (currentData === undefined && !isError) content = <Loading />;
  else if (!currentData || currentData.length === 0) content = <EmptyState kind="noData" compact />;
  else {
    content = (
      <ul className={styles.relatedList}>
        {currentData.map((item) => (
          <li key={item.articleId} className={styles.relatedItem}>
            <SiteLink to={getHref('articledetail', { articleId: item.articleId })}>{item.title}</SiteLink>
            <PublishDate value={item.publishTime} className={styles.relatedDate} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.related} aria-labelledby="related-news" data-related-news="">
      <h3 id="related-news" className={styles.relatedHeading}>
        <FormattedMessage id="article.relatedNews" />
      </h3>
      {content}
    </section>
  );
}
