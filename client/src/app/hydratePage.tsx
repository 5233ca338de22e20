import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { releaseHeldParts } from '../components/LazyPart/useHeldLazy';
import { intlFor } from '../i18n/intl';
import { loadMessages } from '../i18n/messages';
import { hydrated } from '../state/hydrated';
import { urlLocale } from '../../../shared/seo/languageLinks';
import { hasLocaleCookie, rememberLocale } from '../state/localeMemory';
import { drawnPageLeft } from '../state/localeSlice';
import { menuChosen } from '../state/navSlice';
import { readLocale, readMenuRef } from '../state/persisted';
import { browserStorage } from '../state/storage';
import { AppRoot } from './AppRoot';
import { nextTask } from './nextTask';
import { readPageState } from './pageState';
import { ROOT_ERROR_OPTIONS } from './rootErrors';
import { createRoutes } from './routes';
import { setupStore } from '../state/store';

/**
 * Readies the routes the current address matches for hydration, which draws what the server did: each
 * page's module loads now, and its loader becomes one that loads the route kind's module when a later
 * navigation first runs it. No route is left lazy: the router would load all of it as it starts, and run
 * its loader.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'object') return;
      const { loader: loadLoader, Component: loadComponent } = lazy;
      const loader: LoaderFunction | undefined =
        loadLoader &&
        (async (args, context) => {
          const loaded = await loadLoader();
          return typeof loaded === 'function' ? loaded(args, context) : null;
        });
      Object.assign(route, { lazy: undefined, loader, Component: await loadComponent?.() });
    }),
  );
}

/**
 * A page the server rendered: the store starts from the answers the page carries (no request for
 * them), the router from its loader data, and React hydrates the markup. What the visitor's storage
 * remembers (the last chosen menu) is applied after hydration, which the server could not know.
 *
 * Each step is a task of its own (`nextTask`): on a phone the steps together would make one long task
 * while the page, already drawn, is open to taps, which then wait.
 */
export async function hydrate(
  container: HTMLElement,
  stateElement: HTMLElement,
  /** Settles once the browser's locale data is loaded, off the main thread, or could not be. */
  localeData: Promise<unknown>,
  /** Called once the page has hydrated (the clicks held before it are clicked again). */
  onHydrated: () => void = () => {},
) {
  const state = readPageState(stateElement.textContent ?? '');
  const { locale, switchHref } = state;
  await loadMessages(locale);
  await localeData;
  await nextTask();
  // The formatter the render reuses. Its making would load the browser's locale data (tens of
  // milliseconds on a phone, once per page) had the entry's worker not loaded it already.
  intlFor(locale);
  await nextTask();
  const store = setupStore(
    { locale: switchHref === undefined ? { value: locale } : { value: locale, drawnSwitchHref: switchHref } },
    {
      pageAnswers: state.api,
      deferredAnswers: state.deferred,
      pageLate: state.late,
    },
  );
  store.dispatch(hydrated(state.api));
  await nextTask();
  const routes = createRoutes(store);
  await loadMatchedRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // The parts still holding the server's markup hydrate before the first page the visitor goes to.
  const stopWatching = router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle') return;
    releaseHeldParts();
    store.dispatch(drawnPageLeft());
    stopWatching();
  });
  // Opened here, not with the scripts' evaluation: the first use of the page's storage costs the browser
  // milliseconds of its own.
  const storage = browserStorage();
  const stored = readLocale(storage);
  const named = urlLocale(new URLSearchParams(window.location.search)) !== null;
  if (!named && !hasLocaleCookie() && stored !== locale) {
    // A visitor who chose a language before the cookie existed: their choice, now in the cookie too, and
    // the page again, which the server sends on to that language (only when the cookie took, so a browser
    // refusing it cannot loop).
    rememberLocale(storage, stored);
    if (hasLocaleCookie()) {
      window.location.reload();
      return;
    }
  }
  // The page's language becomes the visitor's when the address named it, or nothing else did; a bare
  // address answered in Chinese to a visitor whose cookie says English (a page with no English version)
  // leaves their choice as it was.
  const adopt = named || !hasLocaleCookie();
  // Once the page has hydrated (not before: hydration draws what the server drew), the menu this visitor
  // chose last, which only their storage knows.
  const afterHydration = () => {
    onHydrated();
    if (adopt) rememberLocale(storage, locale);
    if (readLocale(storage) !== locale) return;
    store.dispatch(
      menuChosen({ curNav: readMenuRef(storage, 'curNav'), parentNav: readMenuRef(storage, 'parentNav') }),
    );
  };
  await nextTask();
  // A transition: hydration yields to the browser every few milliseconds instead of holding the main
  // thread in one long task, so the page answers a tap at once while it becomes interactive.
  startTransition(() => {
    hydrateRoot(container, <AppRoot store={store} router={router} onHydrated={afterHydration} />, ROOT_ERROR_OPTIONS);
  });
}
