import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How far below the window a block may still be when its fade starts, so it is seen arriving. */
const LOOK_AHEAD_PX = 100;

/**
 * Whether a block has started its fade-in (once the page is scrolled past 80, 600 or 1200 px),
 * or come within reach of the window, whichever is first; it stays shown afterwards. The fade itself
 * is an animation that starts then, so a block is never hidden from a reader who has not scrolled.
 */
export function useFadeIn<E extends HTMLElement>(threshold: number): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [shown, setShown] = useState(false);
  // A layout effect: a block that arrives in view starts fading before it is first painted.
  useLayoutEffect(() => {
    if (shown) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const top = ref.current?.getBoundingClientRect().top ?? Infinity;
      if (window.scrollY >= threshold || top < window.innerHeight + LOOK_AHEAD_PX) setShown(true);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold, shown]);
  return [ref, shown];
}
