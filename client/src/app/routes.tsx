import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { RouteKindId } from '../../../shared/routeTable';
import { isHomeRoute, ROUTES } from '../../../shared/routes';
import { loadAllMessages } from '../i18n/messages';
import { HOME_PATH } from '../layout/homePaths';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import type { LoadScope, ScopeOf } from '../routeKit/pageLoad';
import { ROUTE_MODULES } from './routeModules';
import type { AppStore } from '../state/store';

// The loaders' runner, the frame's calls and the route kinds' modules are fetched on the first navigation,
// alongside the next page's code: a page the server drew is hydrated with the data it carries and never
// runs a loader.
const runner = () => import('./data/runLoader');

export interface RouteOptions {
  /** Given where the app starts in the browser without server markup: drawn while the first page loads. */
  HydrateFallback?: ComponentType;
}

/** What differs between the browser's routes and the server's; the tree itself is the same. */
interface TreeParts extends RouteOptions {
  scopeOf: ScopeOf;
  /** Loads the messages of pages other than home with their code; none when they are loaded beforehand. */
  pageMessages?: () => Promise<unknown>;
}

/**
 * A route of a route kind, both halves lazy: navigating to it loads its route kind's module (with the
 * loaders' runner) and its page's module side by side, and runs the loader as soon as it has come;
 * hydrating a page the server drew loads the page's module alone (see `hydratePage.tsx`).
 */
function pageRoute(id: RouteKindId, { scopeOf, pageMessages }: TreeParts): RouteObject {
  const { kind, page } = ROUTE_MODULES[id];
  // Pages other than home draw messages beyond the first render's: they come with the page's code.
  const messages = isHomeRoute(id) ? undefined : pageMessages;
  return {
    id,
    path: ROUTES[id],
    lazy: {
      loader: async () => {
        const [{ pageLoader }, { default: loaded }] = await Promise.all([runner(), kind()]);
        return pageLoader(id, loaded, scopeOf);
      },
      Component: async () => (await Promise.all([page(), messages?.()]))[0].Component,
    },
  };
}

/**
 * The app's route objects, built from the route table of `shared/routes.ts`: plain objects whose loaders
 * start each page's data in the store, a route kind's loader and page loaded lazily from its modules
 * (`routeModules.ts`), so the same tree serves the browser's router and the server's static handler (which
 * loads the matched routes, runs their loaders, then renders once).
 */
export function routeTree(parts: TreeParts): RouteObject[] {
  const { scopeOf, HydrateFallback } = parts;
  const pageIds = Object.keys(ROUTE_MODULES) as RouteKindId[];
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // The menu tree, the footer's links and contact facts: every page's frame.
      loader: async (args) => (await runner()).runLoader('root', scopeOf(args), args),
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
            {
              id: 'unknown',
              path: '*',
              loader: async (args) => (await runner()).runNotFound(scopeOf(args), args),
              element: null,
            },
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
