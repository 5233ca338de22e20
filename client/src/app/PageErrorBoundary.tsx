import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { PAGE_MODULES } from './pageModules';

const NotFoundPage = lazy(() => PAGE_MODULES.notFound().then(({ Component }) => ({ default: Component })));

/**
 * What a page's route shows when it fails: the not-found page for a 404 (a parameter the route table
 * rejects), the error page for anything else.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <RouteErrorPage />;
}
