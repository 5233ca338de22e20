import { escapeJsonForHtml } from '../../../../shared/ssr/renderContract';
import type { DeferredAnswer } from '../../state/carriedAnswers';
import type { PageState } from '../pageState';
import type { RootState } from '../../state/store';

/** The router's data for hydration: loader results and route errors (a 404 thrown for bad parameters). */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, { status: number; statusText: string; data: unknown; internal: boolean }> | null;
}

/**
 * The answers the page was drawn with, for the browser's API cache: settled queries only, failed ones too
 * (the browser draws what the server drew, then asks again for those), without the server's subscriptions.
 * A query still pending past the time budget is left out: the browser asks for it. An answer only parts
 * held until the visitor acts draw (`held`, the loaders' `startHeld`) is named, not carried: such a part
 * fetches it before it hydrates, so the page does not carry the lower blocks' data twice, as markup and
 * as state.
 */
function carriedAnswers(state: RootState, held: ReadonlySet<string>) {
  const { queries } = state.api;
  const carried: Record<string, unknown> = {};
  const deferred: DeferredAnswer[] = [];
  // In the order of their keys, not of their arrival: the frame's and the page's loaders run side by side,
  // and two renders of one page carry the same bytes.
  const entries = Object.entries(queries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, entry] of entries) {
    if (entry?.status === 'fulfilled' && held.has(key)) {
      deferred.push({ endpointName: entry.endpointName, originalArgs: entry.originalArgs });
    } else if (entry?.status === 'fulfilled' || entry?.status === 'rejected') {
      // Without the server's request id and start time, which the browser's cache has no use for.
      const { requestId: _requestId, startedTimeStamp: _started, ...answer } = entry;
      carried[key] = answer;
    }
  }
  // No tags: the app invalidates none (it has no mutations), so which answers provide which is not carried.
  const provided = { tags: {}, keys: {} };
  return { api: { api: { queries: carried, mutations: {}, provided } }, deferred };
}

/**
 * The page's state as JSON safe inside a `<script type="application/json">` element. `late`: some answer had
 * not come by the render's time budget (the render's outcome says so).
 */
export function serialiseState(
  state: RootState,
  router: RouterHydration,
  held: ReadonlySet<string>,
  late: boolean,
): string {
  const { api, deferred } = carriedAnswers(state, held);
  const { value: locale, drawnSwitchHref } = state.locale;
  const switchHref = drawnSwitchHref === undefined ? {} : { switchHref: drawnSwitchHref };
  const page: PageState = { locale, ...switchHref, api, router, deferred, late };
  return escapeJsonForHtml(JSON.stringify(page));
}
