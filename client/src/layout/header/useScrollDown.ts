import { useCallback, useEffect, useRef } from 'react';
import { SCROLL_ARROW_LIMIT_PX, SCROLL_ARROW_STEP_PX, SCROLL_ARROW_TICK_MS } from '../../../../shared/constants';
import { useReducedMotion } from '../../hooks/useReducedMotion';

/**
 * The scroll-down arrow: about 30 px every 16 ms until 1080 px, or the end of the page. Visitors who
 * ask for reduced motion are taken there at once.
 */
export function useScrollDown(): () => void {
  const reducedMotion = useReducedMotion();
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return useCallback(() => {
    stop();
    if (reducedMotion) {
      window.scrollTo({ top: SCROLL_ARROW_LIMIT_PX });
      return;
    }
    timer.current = window.setInterval(() => {
      const before = window.scrollY;
      if (before >= SCROLL_ARROW_LIMIT_PX) return stop();
      window.scrollTo({ top: Math.min(before + SCROLL_ARROW_STEP_PX, SCROLL_ARROW_LIMIT_PX), behavior: 'instant' });
      // The page ended before the limit: nothing more to scroll.
      if (window.scrollY <= before) stop();
    }, SCROLL_ARROW_TICK_MS);
  }, [stop, reducedMotion]);
}
