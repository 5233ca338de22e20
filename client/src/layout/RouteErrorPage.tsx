import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { HOME_PATH } from './homePaths';
import type { MissingKind } from './NotFoundView';
import styles from './RouteErrorPage.module.css';
import { useDocumentTitle } from './useDocumentTitle';

// Drawn in the inner pages' frame, whose code is not needed by the pages that never fail.
const NotFoundView = lazy(() => import('./NotFoundView'));

/** What a 404 thrown by a loader says is missing (`notFound()` of `app/data/pageLoad.ts`). */
function missingOf(data: unknown): MissingKind {
  return typeof data === 'object' && data !== null && 'missing' in data && data.missing === 'article'
    ? 'article'
    : 'page';
}

/** A page that failed to load or render (a chunk gone after a release, a bug): a message and a way on. */
function FailedPage() {
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
        <Link className={styles.secondary} to={HOME_PATH}>
          {intl.formatMessage({ id: 'notFound.backHome' })}
        </Link>
      </div>
    </div>
  );
}

/**
 * A route's error boundary, inside the site's frame: a 404 thrown by a loader (an unknown path, a bad
 * parameter, an article or column the CMS does not have) is the not-found page; anything else says the
 * page cannot be shown and offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView missing={missingOf(error.data)} />
      </Suspense>
    );
  }
  return <FailedPage />;
}
