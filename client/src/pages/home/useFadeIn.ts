import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A block that fades in once the page is scrolled past `threshold` px (SPEC §2: 80, 600 and 1200 px),
 * or once the block itself is in view, so a short page or a tall window never leaves it hidden.
 * It stays shown afterwards.
 */
export function useFadeIn<E extends HTMLElement>(threshold: number): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const top = ref.current?.getBoundingClientRect().top ?? Infinity;
      if (window.scrollY >= threshold || top < window.innerHeight * 0.85) setShown(true);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold, shown]);
  return [ref, shown];
}
