/**
 * The server entry: renders a page with the same routes, pages and store as the browser, its data
 * answered in-process by the BFF, and returns the markup, the serialised store and the head's facts.
 */
import { StrictMode } from 'react';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { MenuItem } from '../../shared/api/menu';
import type { SiteInfo } from '../../shared/api/site';
import { SITE_CODES, type Locale } from '../../shared/constants';
import { matchRoute } from '../../shared/routes';
import type { RenderRequest, RenderResult } from '../../shared/ssr/renderContract';
import type { CmsError } from './api/cmsError';
import { prefetchMenus, selectMenusFor } from './api/menuApi';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';
import { headModel } from './app/render/headModel';
import { keepFailedQueries } from './app/render/keepFailedQueries';
import { pageFeeds } from './app/render/pageFeeds';
import { routerHydration } from './app/render/routerHydration';
import { renderUntilSettled, timeLeft } from './app/render/renderPasses';
import { serialiseState } from './app/render/serialiseState';
import { setupStore } from './app/store';
import { LANGUAGE_TAGS, loadMessages } from './i18n/messages';
import { LOGO_URL } from './layout/logo';
import { emptyPageMeta, PageMetaContext } from './state/pageMeta';
import { RenderModeContext } from './state/renderMode';

const ORIGIN = 'http://site.invalid';

type QueryEntries = Record<string, { status: string; error?: unknown } | undefined>;

/** Calls that failed for a reason other than 'not found' (the CMS failed and nothing was cached). */
function failedCalls(queries: QueryEntries): CmsError[] {
  return Object.values(queries).flatMap((entry) => {
    const error = entry?.status === 'rejected' ? (entry.error as CmsError | undefined) : undefined;
    return error !== undefined && error.status !== 404 ? [error] : [];
  });
}

/**
 * An answer the head needs (the other language's menus, the site's contact facts), or undefined when it
 * fails or has not come by the render's deadline: the head then says less, and the page is not late.
 */
async function answer<T>(
  request: RenderRequest,
  endpoint: 'folderList' | 'oneSite',
  params: Record<string, string>,
  deadline: number,
): Promise<T | undefined> {
  const call = request.transport(endpoint, params).then(
    ({ status, body }) => (status === 200 ? (body as T) : undefined),
    () => undefined,
  );
  return Promise.race([call, timeLeft(deadline).then(() => undefined)]);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { locale } = request;
  const deadline = performance.now() + request.dataTimeoutMs;
  const messages = await loadMessages(locale);
  const store = setupStore(
    { locale: { value: locale } },
    { transport: request.transport, middleware: [keepFailedQueries] },
  );
  void store.dispatch(prefetchMenus(locale));

  const handler = createStaticHandler(createRoutes(store));
  const context = await handler.query(new Request(new URL(request.url, ORIGIN)));
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta = emptyPageMeta();
  const element = (
    <StrictMode>
      <RenderModeContext value="server">
        <PageMetaContext value={meta}>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaContext>
      </RenderModeContext>
    </StrictMode>
  );
  const { html, complete } = await renderUntilSettled(store, element, deadline);

  const state = store.getState();
  const failures = failedCalls(state.api.queries);
  // A page the browser will be sent as the shell needs no head: the failing CMS is asked nothing more.
  const unhandled = failures.some((error) => error.handled !== true);
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const [otherMenus, site] = unhandled
    ? [undefined, undefined]
    : await Promise.all([
        answer<MenuItem[]>(request, 'folderList', { flag: other }, deadline),
        answer<SiteInfo>(request, 'oneSite', { code: SITE_CODES[locale] }, deadline),
      ]);
  const pathname = new URL(request.url, ORIGIN).pathname;
  const route = matchRoute(pathname);
  const lastMatch = context.matches[context.matches.length - 1]?.route.id ?? null;
  const routeId = lastMatch === 'unknown' ? null : (route?.id ?? null);
  const notFound = meta.notFound || context.statusCode === 404 || routeId === null || routeId === 'notFound';
  const intl = createIntl({ locale: LANGUAGE_TAGS[locale], messages });
  const menus = selectMenusFor(locale)(state).data ?? [];
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    // A page drawn with a block's fallback is sent, but not kept: the next visitor may get the real one.
    complete: complete && failures.length === 0,
    // A failure the page does not handle itself: the browser shell (503) asks again.
    failed: unhandled,
    html,
    stateJson: serialiseState(state, routerHydration(context)),
    head: headModel({
      locale,
      intl,
      meta,
      routeId,
      site,
      otherMenus: otherMenus ?? [],
      feedPaths: notFound ? [] : pageFeeds(routeId, pathname, menus, locale),
      logo: LOGO_URL,
    }),
  };
}
