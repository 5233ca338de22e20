import { useIntl } from 'react-intl';
import { useMatches, useParams } from 'react-router';
import type { RouteId } from '../../../../shared/routes';
import { useGetArticleQuery } from '../../api/articleApi';
import { ArticleHeader } from '../../components/ArticleHeader/ArticleHeader';
import { PublishDate } from '../../components/PublishDate/PublishDate';
import { QueryState } from '../../components/QueryState/QueryState';
import { RichText } from '../../components/RichText/RichText';
import { usePageMeta } from '../../state/pageMeta';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { ROUTE_TITLES } from '../../routeKit/routeTitles';
import styles from './ArticleDetailPage.module.css';
import { RelatedNews } from './RelatedNews';

const WITHOUT_SIDEBAR: RouteId = 'articledetailonly';
/** The title of both routes of the article's route kind. */
const TITLE = ROUTE_TITLES.articledetail;

/**
 * An article (`/articledetail/:articleId`): title, source (the default label when the CMS names
 * none), date, body and related news; `/articledetailonly` is the same without the sidebar. The
 * article's folder places it in the sidebar and breadcrumb.
 */
function ArticleDetailPage() {
  const intl = useIntl();
  const matches = useMatches();
  const { articleId = '' } = useParams();
  const query = useGetArticleQuery({ id: articleId });
  const article = query.currentData;
  usePageMeta(
    article
      ? {
          description: article.summary,
          image: article.imageNetUrl ?? article.breviary,
          article: {
            headline: article.title,
            datePublished: article.publishTime,
            dateModified: article.updateTime,
            author: article.publishUser,
            image: article.imageNetUrl ?? article.breviary,
          },
        }
      : {},
  );

  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: TITLE })}
      fallbackHeading={TITLE}
      menuCode={article?.fdCode ?? null}
      documentTitle={article?.title ?? null}
      withSidebar={matches[matches.length - 1]?.id !== WITHOUT_SIDEBAR}
    >
      <QueryState query={query}>
        {(loaded) => (
          <article className={styles.article} data-article={loaded.id}>
            <ArticleHeader
              title={loaded.title}
              facts={[
                {
                  label: 'article.source',
                  value: loaded.publishUser ?? intl.formatMessage({ id: 'article.defaultSource' }),
                },
                { label: 'common.date', value: <PublishDate value={loaded.publishTime} /> },
              ]}
            />
            {loaded.content && <RichText html={loaded.content} />}
            <RelatedNews articleId={loaded.id} fdCode={loaded.fdCode} />
          </article>
        )}
      </QueryState>
    </InnerPageLayout>
  );
}

export { ArticleDetailPage as Component };
