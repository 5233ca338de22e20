import { lazy, Suspense, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { loadAllMessages } from '../i18n/messages';
import { useLocale } from '../state/useLocale';
import type { MissingKind } from '../routeKit/notFound';

/** Neither view is needed by a page that loads: their code, and their messages, come when one is shown. */
function useErrorViews() {
  const locale = useLocale();
  const [views] = useState(() => {
    const withMessages =
      <T,>(load: () => Promise<T>) =>
      async () =>
        (await Promise.all([load(), loadAllMessages(locale)]))[0];
    return {
      NotFoundView: lazy(withMessages(() => import('./NotFoundView'))),
      FailedPage: lazy(withMessages(() => import('./FailedPage'))),
    };
  });
  return views;
}

/** What a 404 thrown by a loader says is missing (`notFound()` of `app/data/notFound.ts`). */
function missingOf(data: unknown): MissingKind {
  return typeof data === 'object' && data !== null && 'missing' in data && data.missing === 'article'
    ? 'article'
    : 'page';
}

/**
 * A route's error boundary, inside the site's frame: a 404 thrown by a loader (an unknown path, a bad
 * parameter, an article or column the CMS does not have) is the not-found page; anything else says the
 * page cannot be shown and offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { NotFoundView, FailedPage } = useErrorViews();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView missing={missingOf(error.data)} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <FailedPage />
    </Suspense>
  );
}
