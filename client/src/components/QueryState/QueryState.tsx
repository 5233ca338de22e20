import { useDeferredValue, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageMeta } from '../../state/pageMeta';
import { EmptyState, type EmptyKind } from '../EmptyState/EmptyState';
import { Loading } from '../Loading/Loading';
import styles from './QueryState.module.css';

/** The parts of an RTK Query result a view's state depends on. */
export interface QueryLike<T> {
  /** The answer for the current arguments only, so a new page or folder never shows the old one. */
  currentData?: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The BFF answers 404 for an item the CMS does not have (an unknown article id). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** True when the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyKind?: EmptyKind;
  children: (data: T) => ReactNode;
}

/**
 * The states of a list or detail view: loading, failed (the toast has the server's message;
 * the view offers to try again), not found, empty with its label, or the data.
 */
export function QueryState<T>({ query, isEmpty, emptyKind = 'noData', children }: QueryStateProps<T>) {
  const { isError, error, refetch } = query;
  // The answer is drawn in a deferred render, which yields to the browser every few milliseconds, rather
  // than in the store update's synchronous one.
  const currentData = useDeferredValue(query.currentData);
  const missing = currentData === undefined && isError && isNotFound(error);
  // An item the CMS does not have is a missing page: the server answers it with 404.
  usePageMeta(missing ? { notFound: true } : {});
  if (currentData === undefined) {
    if (!isError) return <Loading />;
    if (isNotFound(error)) return <EmptyState kind="noInformation" />;
    return (
      <div className={styles.failed} data-state="error">
        <p>
          <FormattedMessage id="pages.loadFailed" />
        </p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          <FormattedMessage id="pages.retry" />
        </button>
      </div>
    );
  }
  if (isEmpty?.(currentData)) return <EmptyState kind={emptyKind} />;
  return <>{children(currentData)}</>;
}
