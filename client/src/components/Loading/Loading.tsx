import { FormattedMessage } from 'react-intl';
import styles from './Loading.module.css';

/** The loading state: announced politely, drawn as a spinner. */
export function Loading({ size = 'block' }: { size?: 'block' | 'page' }) {
  return (
    <div className={size === 'page' ? `${styles.loading} ${styles.page}` : styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="state.loading" />
      </span>
    </div>
  );
}
