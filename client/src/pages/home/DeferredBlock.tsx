import { useRenderMode } from '../../state/renderMode';
import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { focusedIndex, heldUntilWanted, lazyBlock, refocus, type BlockModule } from './heldBlock';
import { whenIdle, whenVisitorActs } from './pageActivity';

/** How far ahead of the viewport a block starts loading. */
const LOAD_AHEAD = '800px 0px';

/** Tells its parent, once mounted in the browser, that the content beside it is live. */
function Live({ onLive }: { onLive: (live: boolean) => void }) {
  useEffect(() => onLive(true), [onLive]);
  return null;
}

/**
 * When a block's code loads on a page the server drew: `page` with the page (hydrated at once), or
 * `interaction`: the server's markup stands as it is, without code, until the visitor first acts on
 * the page (scrolls, taps, types, or points at the block); from then on it loads like a block drawn in
 * the browser.
 */
export type BlockHydration = 'page' | 'interaction';

/**
 * A below-the-fold block whose code and data load when it nears the viewport or when the browser is
 * idle after the page has loaded, whichever comes first. Its slot keeps the block's usual height
 * (set by `className`) meanwhile, so nothing below it moves when it arrives. On a page the server drew,
 * `hydration` says when its code loads (see `BlockHydration`).
 */
export function DeferredBlock({
  name,
  className,
  load,
  hydration = 'page',
}: {
  name: string;
  className?: string;
  /** The block's module; a stable function (defined once per block), as it keys the lazy component. */
  load: () => Promise<BlockModule>;
  hydration?: BlockHydration;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const mode = useRenderMode();
  // The server draws every block. Hydration keeps a `page` block's markup and hydrates it; an
  // `interaction` block's markup is held without code; later visits (drawn in the browser) defer again.
  const [held, setHeld] = useState(mode === 'hydrate' && hydration === 'interaction');
  const [wanted, setWanted] = useState(mode !== 'client');
  // A held block's code, once loaded: it replaces the server's markup in one commit, with nothing between.
  const [Block, setBlock] = useState<ComponentType | null>(null);
  // Or, drawn here or hydrated with the page, its lazy component (one per block module).
  const [Lazy] = useState(() => lazyBlock(load));
  // The focused element of the held markup, found again in the block that replaces it.
  const focus = useRef(-1);
  useLayoutEffect(() => {
    if (Block && slot.current && focus.current >= 0) refocus(slot.current, focus.current);
    focus.current = -1;
  }, [Block]);

  useEffect(() => {
    const element = slot.current;
    if ((wanted && !held) || !element) return;
    let cancelled = false;
    const want = () => {
      if (!held) {
        // A transition: the block's first render yields to the browser in slices instead of holding the
        // main thread while the reader may already be scrolling or tapping.
        startTransition(() => setWanted(true));
        return;
      }
      void load().then(({ default: loaded }) => {
        if (cancelled) return;
        focus.current = focusedIndex(element);
        startTransition(() => {
          setBlock(() => loaded);
          setHeld(false);
        });
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: LOAD_AHEAD },
    );
    let cancelIdle = () => {};
    const startLoading = () => {
      observer.observe(element);
      cancelIdle = whenIdle(want);
    };
    // A held block waits for the visitor; pointing at it or focusing into it loads it at once.
    const stopWaiting = held ? whenVisitorActs(element, startLoading, want) : (startLoading(), () => {});
    return () => {
      cancelled = true;
      stopWaiting();
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted, held, load]);

  // True once the block's code runs in this browser (hydrated, or drawn here): it answers the pointer.
  const [live, setLive] = useState(false);
  const attributes = {
    ref: slot,
    className,
    'data-home-block': name,
    'data-loaded': wanted,
    'data-live': live,
  };
  if (held) return <div {...attributes} {...heldUntilWanted} />;
  // A block that replaces held markup has no boundary of its own: should it still wait for something,
  // the transition keeps the server's markup on screen until it is ready instead of an empty slot.
  if (Block)
    return (
      <div {...attributes}>
        <Block />
        <Live onLive={setLive} />
      </div>
    );
  return (
    <div {...attributes}>
      {wanted && (
        <Suspense fallback={null}>
          <Lazy />
          <Live onLive={setLive} />
        </Suspense>
      )}
    </div>
  );
}
