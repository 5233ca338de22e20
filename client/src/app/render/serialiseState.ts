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
 * The answers the page was drawn with, for the browser's API cache: finished queries only (a pending or
 * failed one is asked again by the browser), without the server's subscriptions.
 */
function answeredQueries(state: RootState): Record<string, unknown> {
  const { queries, provided, config } = state.api;
  const done = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { api: { queries: done, mutations: {}, provided, subscriptions: {}, config } };
}

/** The page's state as JSON safe inside a `<script type="application/json">` element. */
export function serialiseState(state: RootState, router: RouterHydration): string {
  const page: PageState = { locale: state.locale.value, api: answeredQueries(state), router };
  return escapeJsonForHtml(JSON.stringify(page));
}
