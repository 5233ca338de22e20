import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { api } from '../../api/api';
import type { AppStore } from '../store';

/** Renders that wait for the data the previous one asked for; a page rarely needs more than three. */
export const MAX_RENDER_PASSES = 6;

/**
 * One render, returned once every lazy part (the home page's blocks) is loaded and drawn: the markup is
 * whole and in place, with none of the inline scripts a streamed render moves late parts with (the CSP
 * forbids them). The element is typed with React's types, as the whole app is, and is Preact's at run
 * time (client/build/preactAliases.ts).
 */
async function renderOnce(element: ReactNode): Promise<string> {
  return renderToStringAsync(element as VNode);
}

/** Resolves at the deadline (performance.now() milliseconds); the timer never holds the process open. */
export function timeLeft(deadline: number): Promise<'late'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('late'), Math.max(0, deadline - performance.now()));
    timer.unref?.();
  });
}

export interface PassesResult {
  html: string;
  /** Every request the page made was answered before the deadline. */
  complete: boolean;
}

/**
 * Renders until the page asks for nothing new: each render starts the queries it needs (the API's hooks
 * start them while rendering on the server), the next waits for their answers. Past the deadline, the
 * page is rendered once more with what it has (its loading states) and is marked incomplete.
 */
export async function renderUntilSettled(store: AppStore, element: ReactNode, deadline: number): Promise<PassesResult> {
  for (let pass = 1; ; pass++) {
    const html = await renderOnce(element);
    // A failed query asked again by a new pass is kept failed (keepFailedQueries): nothing to wait for.
    const failed = (key: string) => store.getState().api.queries[key]?.status === 'rejected';
    const running = store.dispatch(api.util.getRunningQueriesThunk()).filter((query) => !failed(query.queryCacheKey));
    if (running.length === 0) return { html, complete: true };
    if (pass === MAX_RENDER_PASSES) return { html, complete: false };
    const settled = await Promise.race([Promise.allSettled(running), timeLeft(deadline)]);
    if (settled === 'late') return { html: await renderOnce(element), complete: false };
  }
}
