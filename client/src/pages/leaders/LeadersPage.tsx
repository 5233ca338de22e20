import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { findMenuByPath } from '../../../../shared/nav/findMenu';
import { getHref } from '../../../../shared/routes';
import { byFdSort } from '../../../../shared/view/fdSort';
import { useGetCompanyFolderArticlesQuery } from '../../api/companyApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useMenus } from '../../layout/nav/useMenus';
import styles from './LeadersPage.module.css';
import { CmsPicture } from '../../components/CmsPicture/CmsPicture';

/** Portraits of at least 200 px in the content column (about 860 px on a desktop), two to a row on phones. */
const PORTRAIT_SIZES = '(max-width: 480px) 50vw, (max-width: 900px) 33vw, 240px';

/** The leaders' folder is the menu that links to this page (`ldtd` / `eldtd` in the demo tree). */
function useLeadersFolderId(): { folderId: number | null; settled: boolean } {
  const { menus, settled } = useMenus();
  const menu = findMenuByPath(menus, getHref('leaders', {}));
  return { folderId: menu?.fdId ?? null, settled };
}

/** The company leaders: portrait, name and position; each opens the biography in a new window. */
function LeadersPage() {
  const { folderId, settled } = useLeadersFolderId();
  const { currentData, isError } = useGetCompanyFolderArticlesQuery(folderId === null ? skipToken : { folderId });
  const leaders = currentData ? byFdSort(currentData) : null;
  const noFolder = settled && folderId === null;

  return (
    <InnerPageLayout fallbackHeading="page.leaders">
      {noFolder || isError || (leaders && leaders.length === 0) ? (
        <EmptyState kind="noData" />
      ) : !leaders ? (
        <Loading />
      ) : (
        <ul className={styles.grid} data-leaders>
          {leaders.map((leader) => {
            const portrait = leader.imageNetUrl ?? leader.breviary;
            return (
              <li key={leader.id}>
                <TargetLink
                  className={styles.card}
                  to={getHref('companyLeaderDetail', {}, { id: leader.id })}
                  newWindow
                  data-leader={leader.id}
                >
                  <span className={styles.photo}>
                    {portrait && (
                      // The name follows at once, so the portrait needs no text of its own.
                      <CmsPicture src={portrait} sizes={PORTRAIT_SIZES} width={400} height={500} loading="lazy" />
                    )}
                  </span>
                  <span className={styles.name}>{leader.title}</span>
                  {leader.summary && <span className={styles.position}>{leader.summary}</span>}
                  <span className={styles.more}>
                    <FormattedMessage id="common.detail" />
                  </span>
                </TargetLink>
              </li>
            );
          })}
        </ul>
      )}
    </InnerPageLayout>
  );
}

export { LeadersPage as Component };
