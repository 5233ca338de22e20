import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteKindId } from '../../../shared/routeTable';
import { isHomeRoute, matchRoute, ROUTES } from '../../../shared/routes';
import { loadAllMessages } from '../i18n/messages';
import { HOME_PATH } from '../layout/homePaths';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { notFound } from '../routeKit/notFound';
import type { LoadScope } from '../routeKit/pageLoad';
import { PAGE_MODULES } from './pageModules';
import type { AppStore } from '../state/store';

// The loaders' runner, the frame's calls and the route kinds' modules are fetched on the first navigation,
// alongside the next page's code: a page the server drew is hydrated with the data it carries and never
// runs a loader.
const runner = () => import('./data/runLoader');

export interface RouteOptions {
  /** Given where the app starts in the browser without server markup: drawn while the first page loads. */
  HydrateFallback?: ComponentType;
}

/** How a loader finds its scope from its arguments. */
type ScopeOf = (args: LoaderFunctionArgs) => LoadScope;

/** What differs between the browser's routes and the server's; the tree itself is the same. */
interface TreeParts extends RouteOptions {
  scopeOf: ScopeOf;
  /** Loads the messages of pages other than home with their code; none when they are loaded beforehand. */
  pageMessages?: () => Promise<unknown>;
}

/** A route's loader, run by app/data/runLoader.ts: its route kind's, or the frame's (`root`). */
function loaderOf(route: RouteKindId | 'root', scopeOf: ScopeOf) {
  return async (args: LoaderFunctionArgs) => (await runner()).runLoader(route, scopeOf(args), args);
}

/** The not-found page's own data (what its frame draws), then the 404 that the error boundary draws. */
function notFoundLoader(scopeOf: ScopeOf) {
  const load = loaderOf('notFound', scopeOf);
  return async (args: LoaderFunctionArgs): Promise<never> => {
    await load(args);
    return notFound();
  };
}

/**
 * A route of a route kind: its page's module loads on first use while its loader (run beside it)
 * starts the page's data. A parameter the route table rejects (`/articledetail/abc`) is an unknown
 * page, like an unknown path.
 */
function pageRoute(id: RouteKindId, { scopeOf, pageMessages }: TreeParts): RouteObject {
  const load = loaderOf(id, scopeOf);
  const unknown = notFoundLoader(scopeOf);
  const page = PAGE_MODULES[id];
  return {
    id,
    path: ROUTES[id],
    loader: (args) => (matchRoute(new URL(args.request.url).pathname) === null ? unknown(args) : load(args)),
    // Pages other than home draw messages beyond the first render's: they come with the page's code.
    lazy:
      isHomeRoute(id) || pageMessages === undefined
        ? page
        : async () => (await Promise.all([page(), pageMessages()]))[0],
  };
}

/**
 * The app's route objects, built from the route table of `shared/routes.ts`: plain objects with lazy page
 * modules and loaders that start each page's data in the store, so the same tree serves the browser's
 * router and the server's static handler (which runs the loaders, then renders once).
 */
export function routeTree(parts: TreeParts): RouteObject[] {
  const { scopeOf, HydrateFallback } = parts;
  const pageIds = Object.keys(PAGE_MODULES) as RouteKindId[];
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // The menu tree, the footer's links and contact facts: every page's frame.
      loader: loaderOf('root', scopeOf),
      children: [
        {
          // Failures inside a page keep the header, navigation and footer around them.
          ErrorBoundary: RouteErrorPage,
          // The first page's module loads inside the layout: header, navigation and footer paint at once,
          // with the loading state in the page's place. (Given only where the app starts in the browser;
          // hydration draws the server's page instead.)
          ...(HydrateFallback ? { HydrateFallback } : {}),
          children: [
            {
              id: 'home',
              path: ROUTES.home,
              loader: ({ request }) => redirect(`${HOME_PATH}${new URL(request.url).search}`),
            },
            ...pageIds.map((id) => pageRoute(id, parts)),
            // An unknown path shows the not-found page where it was asked for (HTTP 404 from the server).
            // Its loader throws the 404, which the error boundary draws: the route itself draws nothing.
            { id: 'unknown', path: '*', loader: notFoundLoader(scopeOf), element: null },
          ],
        },
      ],
    },
  ];
}

/** The browser's routes: one store for the app's life, whose language names the messages pages load. */
export function createRoutes(store: AppStore, options: RouteOptions = {}): RouteObject[] {
  const scope: LoadScope = { store, place: { kind: 'browser' } };
  return routeTree({
    ...options,
    scopeOf: () => scope,
    pageMessages: () => loadAllMessages(store.getState().locale.value),
  });
}
