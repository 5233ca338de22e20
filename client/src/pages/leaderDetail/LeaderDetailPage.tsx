import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DATE_LENGTH } from '../../../../shared/constants';
import { idParam } from '../../../../shared/view/idParam';
import { useGetCompanyArticleQuery } from '../../api/companyApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { ROUTE_TITLES } from '../../routeKit/routeTitles';
import styles from './LeaderDetailPage.module.css';
import { CmsPicture } from '../../components/CmsPicture/CmsPicture';

/** The portrait's column is 240 px wide, and at most 200 px on one column below 769 px. */
const PORTRAIT_SIZES = '(max-width: 768px) 200px, 240px';

/**
 * One leader's biography (`/companyLeaderDetail?id=<articleId>`, opened in a new window from the
 * leaders list): portrait, name, position, source and date, then the biography.
 */
function LeaderDetailPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const { currentData: leader, isError } = useGetCompanyArticleQuery(id === null ? skipToken : { id });
  // The title bar names the page, as on article pages; the leader's name heads the profile below it.
  const heading = intl.formatMessage({ id: ROUTE_TITLES.companyLeaderDetail });
  const portrait = leader?.imageNetUrl ?? leader?.breviary ?? null;

  return (
    <InnerPageLayout
      fallbackHeading={ROUTE_TITLES.companyLeaderDetail}
      heading={heading}
      menuCode={leader?.fdCode ?? null}
    >
      {id === null || isError ? (
        <EmptyState kind="noData" />
      ) : !leader ? (
        <Loading />
      ) : (
        <article className={styles.profile} data-leader-profile>
          {portrait && (
            <CmsPicture
              className={styles.photo}
              src={portrait}
              sizes={PORTRAIT_SIZES}
              alt={leader.title}
              width={400}
              height={500}
            />
          )}
          <div className={styles.text}>
            <h2 className={styles.name}>{leader.title}</h2>
            {leader.summary && <p className={styles.position}>{leader.summary}</p>}
            <dl className={styles.meta}>
              <div>
                <dt>
                  <FormattedMessage id="article.source" />
                </dt>
                <dd data-source>{leader.publishUser ?? intl.formatMessage({ id: 'article.defaultSource' })}</dd>
              </div>
              {leader.publishTime && (
                <div>
                  <dt>
                    <FormattedMessage id="article.publishDate" />
                  </dt>
                  <dd data-date>{leader.publishTime.slice(0, DATE_LENGTH)}</dd>
                </div>
              )}
            </dl>
            {/* Sanitised by the BFF; only the body is HTML, every other field is text. */}
            <div
              className={styles.biography}
              data-biography
              dangerouslySetInnerHTML={{ __html: leader.content ?? '' }}
            />
          </div>
        </article>
      )}
    </InnerPageLayout>
  );
}

export { LeaderDetailPage as Component };
