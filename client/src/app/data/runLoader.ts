import { FOOTER_LINK_CODE, SITE_CODES } from '../../../../shared/constants';
import { menuApi } from '../../api/menuApi';
import { siteApi } from '../../api/siteApi';
import { drawsSectionBanner } from '../../layout/homePaths';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteKindId } from '../../../../shared/routeTable';
import type { Loader } from '../../routeKit/routeKind';
import { KIND_MODULES } from './kindModules';
import { followUrlLanguage } from './followUrlLanguage';
import { PageLoad, type LoadedPage, type LoadScope } from '../../routeKit/pageLoad';

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

/**
 * Runs a route's loader for react-router (`root` is the frame around every page): starts its page's data
 * in the store and settles it as the place requires (see `PageLoad`).
 */
export async function runLoader(
  route: RouteKindId | 'root',
  scope: LoadScope,
  args: LoaderFunctionArgs,
): Promise<LoadedPage | null> {
  const load = new PageLoad(scope, args, route);
  try {
    if (route === 'root') {
      if (scope.place.kind === 'browser') await followUrlLanguage(scope.store, load.url);
      await frame(load);
    } else {
      const page = KIND_MODULES[route]().then(({ default: kind }) => kind.load(load));
      await Promise.all([page, drawsSectionBanner(load.url.pathname) && columnFacts(load)]);
    }
  } catch (thrown) {
    // A redirect or a 404: the page is not drawn, so nothing holds its calls.
    load.abandon();
    throw thrown;
  }
  return load.done();
}
