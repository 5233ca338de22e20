import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetArticlePreviewQuery } from '../../api/articleApi';
import { ArticleHeader } from '../../components/ArticleHeader/ArticleHeader';
import { PublishDate } from '../../components/PublishDate/PublishDate';
import { QueryState } from '../../components/QueryState/QueryState';
import { RichText } from '../../components/RichText/RichText';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { ROUTE_TITLES } from '../../routeKit/routeTitles';
import styles from './ArticlePreviewPage.module.css';

/** `/articlepreview/:articleId`: an article as the CMS previews it, with title, author and date. */
function ArticlePreviewPage() {
  const intl = useIntl();
  const { articleId = '' } = useParams();
  const query = useGetArticlePreviewQuery({ id: articleId });

  return (
    <InnerPageLayout
      heading={intl.formatMessage({ id: ROUTE_TITLES.articlepreview })}
      fallbackHeading={ROUTE_TITLES.articlepreview}
      withSidebar={false}
    >
      <QueryState query={query}>
        {(article) => (
          <article className={styles.article} data-article={article.id}>
            <ArticleHeader
              title={article.title}
              facts={[
                {
                  label: 'article.author',
                  value: article.publishUser ?? intl.formatMessage({ id: 'article.defaultSource' }),
                },
                { label: 'common.date', value: <PublishDate value={article.publishTime} /> },
              ]}
            />
            {article.content && <RichText html={article.content} />}
          </article>
        )}
      </QueryState>
    </InnerPageLayout>
  );
}

export { ArticlePreviewPage as Component };
