import { FOOTER_LINK_CODE, SITE_CODES } from '../../../../shared/constants';
import { menuApi } from '../../api/menuApi';
import { siteApi } from '../../api/siteApi';
import { drawsSectionBanner } from '../../layout/homePaths';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteKindId } from '../../../../shared/routeTable';
import { matchRoute } from '../../../../shared/routes';
import { notFound } from '../../routeKit/notFound';
import type { Loader, RouteKind } from '../../routeKit/routeKind';
import { ROUTE_MODULES } from '../routeModules';
import { followUrlLanguage } from './followUrlLanguage';
import { PageLoad, type LoadedPage, type LoadScope, type ScopeOf } from '../../routeKit/pageLoad';

/** Every page's frame: the menu tree, and the footer's links and contact facts. */
const frame: Loader = async (load) => {
  const { store, locale, startHeld } = load;
  // The footer is held until the visitor acts (see LazyPart).
  startHeld(store.dispatch(siteApi.endpoints.getSiteInfo.initiate({ code: SITE_CODES[locale] })));
  startHeld(store.dispatch(siteApi.endpoints.getFriendLinks.initiate({ code: FOOTER_LINK_CODE })));
  await load.menus();
};

/**
 * The columns' pictures and summaries, for a page with the section banner (and tiles). Awaited in the
 * browser too, so the banner does not change under the visitor's eyes. Essential: they are the menu
 * tree's own call (`folderList`), which every page needs.
 */
async function columnFacts(load: PageLoad): Promise<void> {
  const started = load.store.dispatch(menuApi.endpoints.getColumnFacts.initiate({ flag: load.locale }));
  await load.need(started, { essential: true });
}

/** Whose loader runs: the frame around every page (`root`), or a route's, with its route kind's module. */
type LoaderRoute = 'root' | { id: RouteKindId; kind: RouteKind };

/**
 * Runs a route's loader for react-router: starts its page's data in the store and settles it as the place
 * requires (see `PageLoad`).
 */
export async function runLoader(
  route: LoaderRoute,
  scope: LoadScope,
  args: LoaderFunctionArgs,
): Promise<LoadedPage | null> {
  const load = new PageLoad(scope, args, route === 'root' ? route : route.id);
  try {
    if (route === 'root') {
      if (scope.place.kind === 'browser') await followUrlLanguage(scope.store, load.url);
      await frame(load);
    } else {
      await Promise.all([route.kind.load(load), drawsSectionBanner(load.url.pathname) && columnFacts(load)]);
    }
  } catch (thrown) {
    // A redirect or a 404: the page is not drawn, so nothing holds its calls.
    load.abandon();
    throw thrown;
  }
  return load.done();
}

/** The not-found page's own data (what its frame draws), then the 404 that the error boundary draws. */
export async function runNotFound(scope: LoadScope, args: LoaderFunctionArgs): Promise<never> {
  const { default: kind } = await ROUTE_MODULES.notFound.kind();
  await runLoader({ id: 'notFound', kind }, scope, args);
  return notFound();
}

/**
 * The loader of a route of a route kind, once its module has loaded. A parameter the route table rejects
 * (`/articledetail/abc`) is an unknown page, like an unknown path.
 */
export function pageLoader(id: RouteKindId, kind: RouteKind, scopeOf: ScopeOf) {
  return (args: LoaderFunctionArgs): Promise<LoadedPage | null> =>
    matchRoute(new URL(args.request.url).pathname) === null
      ? runNotFound(scopeOf(args), args)
      : runLoader({ id, kind }, scopeOf(args), args);
}
