import { useDeferredValue } from 'react';
import { useGetHomeFolderBlocksQuery } from './foldersApi';
import { useLocale } from '../../../state/useLocale';
import section from '../Section.module.css';
import { FolderBlock } from './FolderBlock';
import { shownFolderBlocks } from './folderBlocks';
import styles from './FolderBlocks.module.css';

/** The three-folder blocks: the second and third folders, side by side. */
function FolderBlocks() {
  const locale = useLocale();
  const blocks = useDeferredValue(useGetHomeFolderBlocksQuery({ flag: locale }).currentData) ?? [];
  return (
    <div className={`${section.section} ${styles.folders}`} data-block="folders">
      <div className={`${section.inner} ${styles.grid}`}>
        {shownFolderBlocks(blocks).map((block) => (
          <FolderBlock key={block.folderMsg.fdId} block={block} />
        ))}
      </div>
    </div>
  );
}

export default FolderBlocks;
