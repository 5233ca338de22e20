import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { fetchDeferredAnswers } from '../../api/deferredAnswers';
import { carriesFailedAnswers } from '../../state/hydrated';
import { loadAllMessages } from '../../i18n/messages';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { useRenderMode } from '../../state/renderMode';
import { afterNextPaint, whenIdle, whenVisitorActs } from './pageActivity';

/** A lazily loaded module whose default export is the part's component. */
export interface PartModule<Props = object> {
  default: ComponentType<Props>;
}

/** How far ahead of the viewport a part starts loading. */
const LOAD_AHEAD = '800px 0px';

// Keyed by the module's load function; each entry's component takes that module's props.
const lazyParts = new WeakMap<object, unknown>();

/** One lazy component per part module, whichever slot asks for it. */
function lazyPart<Props>(load: () => Promise<PartModule<Props>>): LazyExoticComponent<ComponentType<Props>> {
  let component = lazyParts.get(load) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (!component) {
    component = lazy(load);
    lazyParts.set(load, component);
  }
  return component;
}

/** Calls `want` once `element` nears the viewport or the browser is idle after load; returns the stop. */
export function whenNearOrIdle(element: HTMLElement, want: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
  const cancelIdle = whenIdle(want);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}

/** How long a held part waits before asking again for answers that did not come, and at most. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 30_000;
const nextWait = (wait: number) => Math.min(wait * 2, LAST_RETRY_MS);
const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Sent on the window when every held part must hydrate at once (see `releaseHeldParts`). */
const RELEASE_EVENT = 'app:release-held-parts';

/**
 * Lets every held part load and hydrate now. A context that changes above a boundary React has not
 * hydrated (the router's, when the app navigates) makes React hydrate it first: a navigation, and any
 * render deferred after it, would wait for a part that waits for the visitor. The app calls this as a
 * navigation starts.
 */
export function releaseHeldParts(): void {
  released = true;
  window.dispatchEvent(new Event(RELEASE_EVENT));
}

/** Whether this page's held parts were released (a part whose effect comes after hears it from here). */
let released = false;

/** A promise opened from outside, once. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * When a held part's code loads once the visitor acts on the page: `near`, as the part nears the window
 * or the browser is idle (a part far down); `now`, at once (a part in view).
 */
export type OnVisitorAction = 'near' | 'now';

/**
 * The lazily loaded component of a part of a page, for a Suspense boundary of its own. On the server, and
 * drawn in the browser alone, it is the module's component (drawn once the language's messages beyond
 * the first render's have loaded: see `LazyPart`). Hydrating the server's markup, its code loads
 * only once the visitor acts on the page (see `OnVisitorAction`) or points at the part (`slot`) or moves
 * the focus into it: until then React keeps the server's markup of the boundary as it is, without code,
 * and hydrates it as a task of its own once the code, the messages and the answers it draws have come
 * (the page names those answers without carrying them, see `serialiseState`). On a page a call of which
 * failed on the server the code loads at once, so a part drawn with its fallback asks again and heals
 * when the CMS answers.
 *
 * The boundary must get no update while it holds the server's markup (React would draw it afresh instead
 * of hydrating it): render it from a memoised element.
 */
export function useHeldLazy<Props>(
  load: () => Promise<PartModule<Props>>,
  slot: RefObject<HTMLElement | null>,
  onAction: OnVisitorAction,
): { Part: ComponentType<Props>; held: boolean } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const mode = useRenderMode();
  // Decided when the slot is first drawn: the mode of later renders does not change the part.
  const [held] = useState(() => (mode === 'hydrate' ? gate() : null));
  const [Part] = useState<ComponentType<Props>>(() =>
    held
      ? lazy(async () => {
          await held.opened;
          // The part's code, and the messages it shows (beyond the first render's).
          const [module] = await Promise.all([load(), loadAllMessages(store.getState().locale.value)]);
          // Then the answers it draws that the page named without carrying; until they come (the CMS may
          // be down), the part keeps the server's markup.
          for (let wait = FIRST_RETRY_MS; !(await dispatch(fetchDeferredAnswers())); wait = nextWait(wait)) {
            await delay(wait);
          }
          return module;
        })
      : lazyPart(load),
  );

  useEffect(() => {
    const element = slot.current;
    if (!held || !element) return;
    if (released || dispatch(carriesFailedAnswers())) {
      held.open();
      return;
    }
    let stopNearing = () => {};
    const onPage = () => {
      // After the frame that answers the visitor's act: the part's code and hydration wait for it.
      if (onAction === 'now') afterNextPaint(held.open);
      else stopNearing = whenNearOrIdle(element, held.open);
    };
    const stopWaiting = whenVisitorActs(element, onPage, held.open);
    window.addEventListener(RELEASE_EVENT, held.open);
    return () => {
      stopWaiting();
      stopNearing();
      window.removeEventListener(RELEASE_EVENT, held.open);
    };
  }, [dispatch, held, onAction, slot]);

  return { Part, held: held !== null };
}
