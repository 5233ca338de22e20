import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getHref, matchRoute, ROUTES } from '../../../shared/routes';
import { Loading } from '../components/Loading/Loading';
import { HOME_PATH } from '../layout/homePaths';
import { RootLayout } from '../layout/RootLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { PAGE_MODULES, type PageRouteId } from './pageModules';

export const NOT_FOUND_PATH = getHref('notFound', {});

/** A parameter the route table rejects (`/articledetail/abc`) is an unknown page, like an unknown path. */
function checkParams({ request }: LoaderFunctionArgs) {
  return matchRoute(new URL(request.url).pathname) === null ? redirect(NOT_FOUND_PATH) : null;
}

function pageRoute(id: PageRouteId): RouteObject {
  const def = ROUTES[id];
  return {
    id,
    path: def.path,
    loader: Object.keys(def.params).length > 0 ? checkParams : undefined,
    lazy: PAGE_MODULES[id],
  };
}

/**
 * The app's route objects, built from the route table of `shared/routes.ts`. Plain objects with lazy
 * page modules, so the same tree can serve a browser router or a static handler.
 */
export function createRoutes(): RouteObject[] {
  const pageIds = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).filter((id): id is PageRouteId => id !== 'home');
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => <Loading size="page" />,
      children: [
        {
          // Failures inside a page keep the header, navigation and footer around them.
          ErrorBoundary: RouteErrorPage,
          children: [
            { id: 'home', path: ROUTES.home.path, loader: () => redirect(HOME_PATH) },
            ...pageIds.map(pageRoute),
            { id: 'unknown', path: '*', loader: () => redirect(NOT_FOUND_PATH) },
          ],
        },
      ],
    },
  ];
}
