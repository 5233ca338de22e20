import { useIntl } from 'react-intl';
import { SiteLink } from '../components/SiteLink/SiteLink';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { HOME_PATH } from './homePaths';
import styles from './RouteErrorPage.module.css';
import { useDocumentTitle } from './useDocumentTitle';

/** A page that failed to load or render (a chunk gone after a release, a bug): a message and a way on. */
export default function FailedPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'error.title' });
  useDocumentTitle(title);
  return (
    <div className={styles.page} role="alert">
      <EmptyState kind="noData" compact />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{intl.formatMessage({ id: 'error.message' })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'error.reload' })}
        </button>
        <SiteLink className={styles.secondary} to={HOME_PATH}>
          {intl.formatMessage({ id: 'notFound.backHome' })}
        </SiteLink>
      </div>
    </div>
  );
}
