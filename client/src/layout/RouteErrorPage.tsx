import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageMeta } from '../state/pageMeta';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { HOME_PATH } from './homePaths';
import styles from './RouteErrorPage.module.css';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * What a page shows when it fails to load or render (a chunk gone after a release, a bug): a message
 * and a way on, inside the site's frame. A 404 thrown by a page is the 'page does not exist' message.
 */
export function RouteErrorPage() {
  const intl = useIntl();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageMeta(notFound ? { notFound: true } : {});
  const title = intl.formatMessage({ id: notFound ? 'notFound.title' : 'error.title' });
  useDocumentTitle(title);
  return (
    <div className={styles.page} role="alert">
      <EmptyState kind="noData" compact />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{intl.formatMessage({ id: notFound ? 'notFound.message' : 'error.message' })}</p>
      <div className={styles.actions}>
        {!notFound && (
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'error.reload' })}
          </button>
        )}
        <Link className={styles.secondary} to={HOME_PATH}>
          {intl.formatMessage({ id: 'notFound.backHome' })}
        </Link>
      </div>
    </div>
  );
}
