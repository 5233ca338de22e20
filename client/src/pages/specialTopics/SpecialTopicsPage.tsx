import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import type { Folder } from '../../../../shared/api/folder';
import { menuByFolderId, topicFolderId } from '../../../../shared/view/topicFolder';
import { useGetSubFoldersQuery } from '../../api/columnApi';
import { useLocale } from '../../state/useLocale';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Loading } from '../../components/Loading/Loading';
import { TargetLink } from '../../components/TargetLink/TargetLink';
import { InnerPageLayout } from '../../layout/inner/InnerPageLayout';
import { useMenus } from '../../layout/nav/useMenus';
import styles from './SpecialTopicsPage.module.css';
import { CmsPicture } from '../../components/CmsPicture/CmsPicture';

/** Tiles of at least 280 px in the content column (about 860 px on a desktop), one to a row on phones. */
const PICTURE_SIZES = '(max-width: 480px) 100vw, (max-width: 900px) 50vw, 320px';

function TopicTile({ topic }: { topic: Folder }) {
  const body = (
    <>
      <span className={styles.picture}>
        {topic.image && <CmsPicture src={topic.image} sizes={PICTURE_SIZES} width={800} height={500} loading="lazy" />}
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{topic.fdName}</span>
        {topic.content && <span className={styles.summary}>{topic.content}</span>}
      </span>
    </>
  );
  return (
    <TargetLink to={topic.jumpUrl} className={styles.tile} fallback={<div className={styles.tile}>{body}</div>}>
      {body}
    </TargetLink>
  );
}

/**
 * Special topics (`/ztzldetail?fdId=`): a picture tile for each child of the folder, which defaults to
 * the language's special-topic folder (docs/navigation.md).
 */
function SpecialTopicsPage() {
  const locale = useLocale();
  const [search] = useSearchParams();
  const { menus, settled } = useMenus();
  const folderId = topicFolderId(search.get('fdId'), menus, locale);
  const { currentData: topics, isError } = useGetSubFoldersQuery(folderId === null ? skipToken : { fdId: folderId });
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
