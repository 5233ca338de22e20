import { lazy, type ComponentType } from 'react';
import { redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { matchRoute, ROUTES } from '../../../shared/routes';
import { HOME_PATH } from '../layout/homePaths';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { PAGE_MODULES, type PageModule, type PageRouteId } from './pageModules';
import { PAGE_PREFETCH, type PrefetchContext } from './pagePrefetch';
import type { AppStore } from './store';

/** A parameter the route table rejects (`/articledetail/abc`) is an unknown page, like an unknown path. */
function validParams(request: Request): boolean {
  return matchRoute(new URL(request.url).pathname) !== null;
}

function context(store: AppStore, { request, params }: LoaderFunctionArgs): PrefetchContext {
  return { store, params, pathname: new URL(request.url).pathname };
}

/** The not-found page drawn in a route's place, once loaded (only when a page needs it). */
let notFoundPage: ComponentType | null = null;
const loadNotFound = async () => {
  const { Component } = await PAGE_MODULES.notFound();
  notFoundPage = Component;
  return { default: Component };
};
const NotFoundLater = lazy(loadNotFound);

/**
 * A page whose route has parameters: the not-found page where the route table rejects them, as for an
 * unknown path (the server answers 404), else the page itself. The not-found page's code loads with the
 * page only when the address in the window is such a case (so hydration finds it ready); a later
 * navigation to one waits for it (the router keeps the previous page meanwhile).
 */
async function checkedPage(id: PageRouteId): Promise<PageModule> {
  const rejected = typeof window !== 'undefined' && matchRoute(window.location.pathname) === null;
  const [page] = await Promise.all([PAGE_MODULES[id](), rejected ? loadNotFound() : null]);
  function CheckedPage() {
    const { pathname } = useLocation();
    if (matchRoute(pathname) !== null) return <page.Component />;
    const NotFound = notFoundPage ?? NotFoundLater;
    return <NotFound />;
  }
  return { Component: CheckedPage };
}

/**
 * A page route: its module loads on first use while its loader (which runs alongside) starts the page's
 * first data, given the store.
 */
function pageRoute(id: PageRouteId, store: AppStore | undefined): RouteObject {
  const checked = Object.keys(ROUTES[id].params).length > 0;
  const prefetch = store ? PAGE_PREFETCH[id] : undefined;
  const loader =
    store && prefetch
      ? (args: LoaderFunctionArgs) => {
          if (validParams(args.request)) prefetch(context(store, args));
          return null;
        }
      : undefined;
  return { id, path: ROUTES[id].path, loader, lazy: checked ? () => checkedPage(id) : PAGE_MODULES[id] };
}

/**
 * The app's route objects, built from the route table of `shared/routes.ts`. Plain objects with lazy
 * page modules, so the same tree can serve a browser router or a static handler. Given the store, the
 * loaders also start the page's first request.
 */
export function createRoutes(store?: AppStore, HydrateFallback?: ComponentType): RouteObject[] {
  const pageIds = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).filter((id): id is PageRouteId => id !== 'home');
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          // Failures inside a page keep the header, navigation and footer around them.
          ErrorBoundary: RouteErrorPage,
          // The first page's module loads inside the layout: header, navigation and footer paint (and
          // start their own requests) at once, with the loading state in the page's place.
          // (Given only where the app starts in the browser; hydration draws the server's page instead.)
          ...(HydrateFallback ? { HydrateFallback } : {}),
          children: [
            { id: 'home', path: ROUTES.home.path, loader: () => redirect(HOME_PATH) },
            ...pageIds.map((id) => pageRoute(id, store)),
            // An unknown path shows the not-found page where it was asked for (HTTP 404 from the server).
            { id: 'unknown', path: '*', lazy: PAGE_MODULES.notFound },
          ],
        },
      ],
    },
  ];
}
