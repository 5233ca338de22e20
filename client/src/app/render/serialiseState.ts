import { escapeJsonForHtml } from '../../../../shared/ssr/renderContract';
import type { RootState } from '../store';

/** The router's data for hydration: loader results and route errors (a 404 thrown for bad parameters). */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, { status: number; statusText: string; data: unknown; internal: boolean }> | null;
}

/** What the page carries for the browser's store and router. */
export interface PageState {
  locale: RootState['locale']['value'];
  api: Record<string, unknown>;
  router: RouterHydration;
}

/**
 * The answers the page was drawn with, for the browser's API cache: settled queries only, failed ones too
 * (the browser draws what the server drew, then asks again for those), without the server's subscriptions.
 * A query still pending past the time budget is left out: the browser asks for it.
 */
function answeredQueries(state: RootState): Record<string, unknown> {
  const { queries, provided, config } = state.api;
  const settled = (status: string | undefined) => status === 'fulfilled' || status === 'rejected';
  const done = Object.fromEntries(Object.entries(queries).filter(([, entry]) => settled(entry?.status)));
  return { api: { queries: done, mutations: {}, provided, subscriptions: {}, config } };
}

/** The page's state as JSON safe inside a `<script type="application/json">` element. */
export function serialiseState(state: RootState, router: RouterHydration): string {
  const page: PageState = { locale: state.locale.value, api: answeredQueries(state), router };
  return escapeJsonForHtml(JSON.stringify(page));
}
