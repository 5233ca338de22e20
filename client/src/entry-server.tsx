/**
 * The server entry: renders a page with the same routes, pages and store as the browser, its data
 * answered in-process by the BFF, and returns the markup, the serialised store and the head's facts.
 */
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { MenuEntry } from '../../shared/api/menu';
import { flattenMenus } from '../../shared/nav/findMenu';
import { switchHref } from '../../shared/seo/languageLinks';
import { siteNameOf } from '../../shared/seo/siteName';
import { SITE_CODES, type Locale } from '../../shared/constants';
import type { RenderRequest, RenderResult } from '../../shared/ssr/renderContract';
import { selectMenusFor } from './api/menuApi';
import { siteApi } from './api/siteApi';
import { AppProviders } from './app/AppProviders';
import { timeLeft, type LoadedPage, type LoadScope } from './routeKit/pageLoad';
import { headModel } from './app/render/headModel';
import { pageFeeds } from './app/render/pageFeeds';
import { renderOutcome } from './app/render/renderOutcome';
import { renderToHtml } from './app/render/renderToHtml';
import { routerHydration } from './app/render/routerHydration';
import { serialiseState } from './app/render/serialiseState';
import { createServerRoutes } from './app/serverRoutes';
import { setupStore } from './state/store';
import { intlFor } from './i18n/intl';
import { loadAllMessages } from './i18n/messages';
import { LOGO_URL } from './layout/logo';
import { switchHrefDrawn } from './state/localeSlice';
import { emptyPageMeta, PageMetaContext } from './state/pageMeta';
import { ServerRenderContext } from './state/renderMode';

const ORIGIN = 'http://site.invalid';

/** One static handler for every render: its routes take each render's store from the request context. */
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * The other language's menu tree, for the hreflang alternates and the language switch's link; undefined
 * when it fails or has not come by the render's deadline (the head then names fewer alternates, the switch
 * links to the same path, and the page is not late). It is asked for outside the page's store, so the page
 * carries only its codes to the browser.
 */
async function otherMenus(request: RenderRequest, other: Locale, deadline: number): Promise<MenuEntry[] | undefined> {
  const call = request.transport('folderList', { flag: other }).then(
    ({ status, body }) => (status === 200 ? (body as MenuEntry[]) : undefined),
    () => undefined,
  );
  return Promise.race([call, timeLeft(deadline).then(() => undefined)]);
}

/** The answers only held parts draw, as the loaders named them (see `PageLoad.startHeld`). */
function heldAnswers(loaderData: Record<string, unknown>): Set<string> {
  const held = Object.values(loaderData).flatMap((data) => (data as Partial<LoadedPage> | null)?.held ?? []);
  return new Set(held);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { locale } = request;
  const deadline = performance.now() + request.dataTimeoutMs;
  await loadAllMessages(locale);
  const store = setupStore({ locale: { value: locale } }, { transport: request.transport });

  // The loaders start every call the page draws and wait for them (until the deadline): one render follows.
  const handler = (staticHandler ??= createStaticHandler(createServerRoutes()));
  // The cache keys of the calls the loaders start as essential (see `PageLoad`), which sort the failures.
  const essential = new Set<string>();
  const scope: LoadScope = { store, place: { kind: 'server', deadline, essential } };
  const context = await handler.query(new Request(new URL(request.url, ORIGIN)), { requestContext: scope });
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  const pathname = new URL(request.url, ORIGIN).pathname;
  const { routeId } = request;

  // A page whose essential call failed is not drawn: the BFF sends the shell (503), and the failing CMS
  // is asked nothing more for its head or its language switch.
  const drawable = renderOutcome(store.getState(), essential).essential.length === 0;
  const otherLocale = locale === 'zh' ? 'en' : 'zh';
  const other = drawable ? await otherMenus(request, otherLocale, deadline) : undefined;
  if (other !== undefined) {
    const codes = new Set(flattenMenus(other).map((menu) => menu.fdCode));
    const { searchParams } = new URL(request.url, ORIGIN);
    store.dispatch(switchHrefDrawn(switchHref(pathname, searchParams, otherLocale, codes)));
  }
  // The state now is what the page is drawn from and what it carries: an answer that comes later (while
  // the render waits on its lazy parts) would otherwise reach the carried state only, and the browser
  // would hydrate markup drawn without it.
  const state = store.getState();
  const outcome = renderOutcome(state, essential);
  const failed = outcome.essential.length > 0;
  const meta = emptyPageMeta();
  const html = failed
    ? ''
    : await renderToHtml(
        <StrictMode>
          <ServerRenderContext value>
            <PageMetaContext value={meta}>
              <AppProviders store={store} serverState={state}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                />
              </AppProviders>
            </PageMetaContext>
          </ServerRenderContext>
        </StrictMode>,
      );

  const notFound = meta.notFound || context.statusCode === 404 || routeId === null || routeId === 'notFound';
  const intl = intlFor(locale);
  const menus = selectMenusFor(locale)(state).data ?? [];
  const site = siteApi.endpoints.getSiteInfo.select({ code: SITE_CODES[locale] })(state).data;
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    complete: outcome.late.length === 0,
    failed,
    degraded: [
      ...outcome.secondary,
      ...outcome.late.map((query) => ({ endpoint: query, cause: `no answer within ${request.dataTimeoutMs} ms` })),
    ],
    html,
    stateJson: failed
      ? ''
      : serialiseState(state, routerHydration(context), heldAnswers(context.loaderData), outcome.late.length > 0),
    head: headModel({
      locale,
      intl,
      meta,
      routeId,
      site,
      otherMenus: other ?? [],
      // Titled as the feeds title themselves: by the site's name in the CMS, else the app's.
      feeds: notFound
        ? []
        : pageFeeds(routeId, pathname, menus, locale, siteNameOf(site) ?? intl.formatMessage({ id: 'app.siteName' })),
      logo: LOGO_URL,
    }),
  };
}
