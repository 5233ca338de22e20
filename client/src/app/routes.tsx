import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { matchRoute, ROUTES } from '../../../shared/routes';
import { HOME_PATH } from '../layout/homePaths';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { notFound, PageLoad, type LoadPlace } from './data/pageLoad';
import { PAGE_MODULES, type PageRouteId } from './pageModules';
import type { AppStore } from './store';

// The loaders and the API calls they start are one chunk of their own: a page the server drew is
// hydrated with the data it carries and never runs them; they are fetched on the first navigation,
// alongside the next page's code.
const loaders = () => import('./data/pageLoaders');
type Loaders = Awaited<ReturnType<typeof loaders>>;

export interface RouteOptions {
  /** Given where the app starts in the browser without server markup: drawn while the first page loads. */
  HydrateFallback?: ComponentType;
  /** Where the loaders run; the browser unless told otherwise. */
  place?: LoadPlace;
}

/** A route's loader: starts its page's data with `run` and settles it as the place requires. */
function loaderOf(store: AppStore, place: LoadPlace, run: (loaders: Loaders, load: PageLoad) => Promise<void>) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const load = new PageLoad(store, place, args);
    await run(await loaders(), load);
    return load.done();
  };
}

/**
 * A page route: its module loads on first use while its loader (run beside it) starts the page's data.
 * A parameter the route table rejects (`/articledetail/abc`) is an unknown page, like an unknown path.
 */
function pageRoute(id: PageRouteId, store: AppStore, place: LoadPlace): RouteObject {
  const load = loaderOf(store, place, ({ PAGE_LOADERS }, pageLoad) => PAGE_LOADERS[id](pageLoad));
  return {
    id,
    path: ROUTES[id].path,
    loader: (args) => (matchRoute(new URL(args.request.url).pathname) === null ? notFound() : load(args)),
    lazy: PAGE_MODULES[id],
  };
}

/**
 * The app's route objects, built from the route table of `shared/routes.ts`: plain objects with lazy page
 * modules and loaders that start each page's data in the store, so the same tree serves the browser's
 * router and the server's static handler (which runs the loaders, then renders once).
 */
export function createRoutes(store: AppStore, options: RouteOptions = {}): RouteObject[] {
  const place = options.place ?? { kind: 'browser' };
  const { HydrateFallback } = options;
  const pageIds = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).filter((id): id is PageRouteId => id !== 'home');
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // The menu tree, the footer's links and contact facts: every page's frame.
      loader: loaderOf(store, place, ({ loadFrame }, load) => loadFrame(load)),
      children: [
        {
          // Failures inside a page keep the header, navigation and footer around them.
          ErrorBoundary: RouteErrorPage,
          // The first page's module loads inside the layout: header, navigation and footer paint at once,
          // with the loading state in the page's place. (Given only where the app starts in the browser;
          // hydration draws the server's page instead.)
          ...(HydrateFallback ? { HydrateFallback } : {}),
          children: [
            { id: 'home', path: ROUTES.home.path, loader: () => redirect(HOME_PATH) },
            ...pageIds.map((id) => pageRoute(id, store, place)),
            // An unknown path shows the not-found page where it was asked for (HTTP 404 from the server).
            { id: 'unknown', path: '*', loader: () => notFound() },
          ],
        },
      ],
    },
  ];
}
