import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Folder } from '../../../../shared/api/folder';
import { linkTarget } from '../../../../shared/nav/clickTarget';
import { menuByFolderId, topicFolderId } from '../../../../shared/view/topicFolder';
import { useGetCompanySubFoldersQuery } from '../../api/companyApi';
import { useLocale } from '../../state/useLocale';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useMenus } from '../../layout/nav/useMenus';
import styles from './SpecialTopicsPage.module.css';

function TopicTile({ topic }: { topic: Folder }) {
  const target = linkTarget(topic.jumpUrl);
  const body = (
    <>
      <span className={styles.picture}>
        {topic.image && <img src={topic.image} alt="" width={800} height={500} loading="lazy" />}
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{topic.fdName}</span>
        {topic.content && <span className={styles.summary}>{topic.content}</span>}
      </span>
    </>
  );
  if (!target) return <div className={styles.tile}>{body}</div>;
  if (target.kind === 'internal') {
    return (
      <Link className={styles.tile} to={target.path}>
        {body}
      </Link>
    );
  }
  return (
    <a className={styles.tile} href={target.url} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden">
        <FormattedMessage id="common.opensInNewWindow" />
      </span>
    </a>
  );
}

/**
 * Special topics (`/ztzldetail?fdId=`): a picture tile for each child of the folder, which defaults to
 * the language's special-topic folder (DESIGN §9).
 */
function SpecialTopicsPage() {
  const locale = useLocale();
  const [search] = useSearchParams();
  const { menus, settled } = useMenus();
  const folderId = topicFolderId(search.get('fdId'), menus, locale);
  const { currentData: topics, isError } = useGetCompanySubFoldersQuery(
    folderId === null ? skipToken : { fdId: folderId },
  );
  const menu = menuByFolderId(menus, folderId);

  return (
    <InnerPageLayout fallbackHeading="page.specialTopics" menuCode={menu?.fdCode ?? null}>
      {(settled && folderId === null) || isError || (topics && topics.length === 0) ? (
        <EmptyState kind="noData" />
      ) : !topics ? (
        <Loading />
      ) : (
        <ul className={styles.grid} data-topics>
          {topics.map((topic) => (
            <li key={topic.fdId}>
              <TopicTile topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </InnerPageLayout>
  );
}

export { SpecialTopicsPage as Component };
