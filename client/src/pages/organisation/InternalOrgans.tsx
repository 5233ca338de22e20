import { useIntl } from 'react-intl';
import { useGetFolderDetailQuery } from '../../api/columnApi';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ZoomableImage } from '../../components/ImageViewer/ZoomableImage';
import { Loading } from '../../components/Loading/Loading';
import styles from './Organisation.module.css';

/** The chart is drawn 1200 × 720; the size lets the page keep its place while the picture loads. */
const CHART_SIZE = { width: 1200, height: 720 };

/** Internal departments: the folder's picture (the organisation chart), opening full size on click. */
export function InternalOrgans({ fdCode }: { fdCode: string }) {
  const intl = useIntl();
  const { currentData: folder, isError } = useGetFolderDetailQuery({ fdCode });

  if (isError || (folder && !folder.image)) return <EmptyState kind="underConstruction" />;
  if (!folder?.image) return <Loading />;
  return (
    <div className={styles.organs} data-internal-organs>
      {folder.folderDetail && (
        // Sanitised by the BFF.
        <div className={styles.intro} dangerouslySetInnerHTML={{ __html: folder.folderDetail }} />
      )}
      <ZoomableImage
        className={styles.chart}
        src={folder.image}
        alt={intl.formatMessage({ id: 'org.internalOrgans' })}
        width={CHART_SIZE.width}
        height={CHART_SIZE.height}
      />
    </div>
  );
}
