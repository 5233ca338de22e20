import { FormattedMessage } from 'react-intl';
import emptyPicture from '../../assets/empty-state.svg';
import type { MessageId } from '../../i18n/messages';
import styles from './EmptyState.module.css';

export type EmptyKind = 'noData' | 'noInformation' | 'underConstruction' | 'noSearchResult';

const LABELS: Record<EmptyKind, MessageId> = {
  noData: 'state.noData',
  noInformation: 'state.noInformation',
  underConstruction: 'state.underConstruction',
  noSearchResult: 'state.noSearchResult',
};

/** The empty state: the picture and one of the no-data labels. */
export function EmptyState({ kind, compact = false }: { kind: EmptyKind; compact?: boolean }) {
  return (
    <div className={compact ? `${styles.empty} ${styles.compact}` : styles.empty} data-empty={kind}>
      <img className={styles.picture} src={emptyPicture} alt="" width={240} height={160} />
      <p className={styles.label}>
        <FormattedMessage id={LABELS[kind]} />
      </p>
    </div>
  );
}
