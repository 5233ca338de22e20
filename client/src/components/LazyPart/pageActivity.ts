/** Longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/** What a visitor does to a page, as opposed to what the page does on its own. */
const PAGE_ACTIONS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;
/** What a visitor does to one part of it: pointing at it, or moving the keyboard focus into it. */
const PART_ACTIONS = ['pointerover', 'focusin'] as const;

/**
 * Runs `callback` once the browser has painted its next frame: work a tap or a click starts waits, so the
 * visitor sees the page answer first (the input's next paint, which phones delay by whole frames of work).
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * Runs `callback` once the page has loaded and the browser is idle (or after the time-out); returns the
 * cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    // Some browsers (Safari) have no idle callbacks; a timer stands in.
    const idle: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => idle.cancelIdleCallback?.(id);
    } else {
      const id = window.setTimeout(callback, IDLE_TIMEOUT_MS);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancel();
  };
}

/**
 * Calls `onPage` the first time the visitor scrolls, taps, clicks or types anywhere, and `onPart` when
 * they point at `part` or move the focus into it (before `onPage` or after); each at most once. Returns
 * the function that stops listening.
 */
export function whenVisitorActs(part: HTMLElement, onPage: () => void, onPart: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const page = () => {
    stopPage();
    onPage();
  };
  // Heard on the window as the event starts on its way down: React stops pointer and focus events over a
  // part it has not hydrated yet at its root (to replay them once it has), so the part never sees them.
  const partAction = (event: Event) => {
    if (!(event.target instanceof Node) || !part.contains(event.target)) return;
    stopPart();
    onPart();
  };
  const stopPage = () => PAGE_ACTIONS.forEach((type) => window.removeEventListener(type, page, options));
  const stopPart = () => PART_ACTIONS.forEach((type) => window.removeEventListener(type, partAction, options));
  PAGE_ACTIONS.forEach((type) => window.addEventListener(type, page, options));
  PART_ACTIONS.forEach((type) => window.addEventListener(type, partAction, options));
  return () => {
    stopPage();
    stopPart();
  };
}
