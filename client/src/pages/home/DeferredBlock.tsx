import { useRenderMode } from '../../state/renderMode';
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a block starts loading. */
const LOAD_AHEAD = '800px 0px';
/** Longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `callback` when the browser is idle (or after the time-out); returns the cancel function. */
function whenIdle(callback: () => void): () => void {
  // Some browsers (Safari) have no idle callbacks; a timer stands in.
  const idle: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => idle.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}

/** Tells its parent, once mounted in the browser, that the content beside it is live. */
function Live({ onLive }: { onLive: (live: boolean) => void }) {
  useEffect(() => onLive(true), [onLive]);
  return null;
}

/**
 * A below-the-fold block whose code and data load when it nears the viewport or when the browser is
 * idle after the page has loaded, whichever comes first. Its slot keeps the block's usual height
 * (set by `className`) meanwhile, so nothing below it moves when it arrives.
 */
export function DeferredBlock({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  // The server's page has every block drawn; hydration keeps them, later visits defer them again.
  const [wanted, setWanted] = useState(useRenderMode() !== 'client');

  useEffect(() => {
    const element = slot.current;
    if (wanted || !element) return;
    // A transition: the block's first render yields to the browser in slices instead of holding the main
    // thread while the reader may already be scrolling or tapping.
    const want = () => startTransition(() => setWanted(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);

    let cancelIdle = () => {};
    const afterLoad = () => {
      cancelIdle = whenIdle(want);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, [wanted]);

  // True once the block's code runs in this browser (hydrated, or drawn here): it answers the pointer.
  const [live, setLive] = useState(false);
  return (
    <div ref={slot} className={className} data-home-block={name} data-loaded={wanted} data-live={live}>
      {wanted && (
        <Suspense fallback={null}>
          {children}
          <Live onLive={setLive} />
        </Suspense>
      )}
    </div>
  );
}
