import { useDeferredValue } from 'react';
import { useGetHomeFolderBlocksQuery } from './foldersApi';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { useLocale } from '../../../state/useLocale';
import section from '../Section.module.css';
import { FolderBlock } from './FolderBlock';
import { shownFolderBlocks } from './folderBlocks';
import styles from './FolderBlocks.module.css';

/** The three-folder blocks: the second and third folders, side by side. */
function FolderBlocks() {
  const locale = useLocale();
  const { currentData, isError } = useGetHomeFolderBlocksQuery({ flag: locale });
  const blocks = useDeferredValue(currentData) ?? [];
  return (
    <div className={`${section.section} ${styles.folders}`} data-block="folders">
      {isError ? (
        <div className={section.inner}>
          <EmptyState kind="noData" compact />
        </div>
      ) : (
        <div className={`${section.inner} ${styles.grid}`}>
          {shownFolderBlocks(blocks).map((block) => (
            <FolderBlock key={block.folderMsg.fdId} block={block} />
          ))}
        </div>
      )}
    </div>
  );
}

export default FolderBlocks;
