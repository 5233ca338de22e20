import { isLocale, type Locale } from '../../../shared/constants';
import type { HydrationState } from 'react-router';
import type { DeferredAnswer, HydratedApiState } from '../state/carriedAnswers';

/** What a server-rendered page carries for the browser (written by the server entry's `serialiseState`). */
export interface PageState {
  locale: Locale;
  /** The language switch's link as the server drew it (absent when the server had no other menu). */
  switchHref?: string;
  api: HydratedApiState;
  router: HydrationState;
  deferred: DeferredAnswer[];
  /** Some answer had not come by the server's time budget (its part was drawn loading). */
  late: boolean;
}

const isDeferred = (value: unknown): value is DeferredAnswer =>
  typeof value === 'object' && value !== null && typeof (value as DeferredAnswer).endpointName === 'string';

/** The page's state; a damaged one gives an empty store and router (the page then loads its data itself). */
export function readPageState(json: string): PageState {
  try {
    const state = JSON.parse(json) as PageState;
    if (isLocale(state.locale) && typeof state.api === 'object' && typeof state.router === 'object') {
      const deferred = Array.isArray(state.deferred) ? state.deferred.filter(isDeferred) : [];
      const { switchHref, ...rest } = state;
      const href = typeof switchHref === 'string' ? { switchHref } : {};
      return { ...rest, ...href, deferred, late: state.late === true };
    }
  } catch {
    // Falls through to the defaults.
  }
  return { locale: 'zh', api: {}, router: {}, deferred: [], late: false };
}
