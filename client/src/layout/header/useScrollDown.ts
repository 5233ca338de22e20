import { useCallback, useEffect, useRef } from 'react';
import { SCROLL_ARROW_LIMIT_PX, SCROLL_ARROW_STEP_PX, SCROLL_ARROW_TICK_MS } from '../../../../shared/constants';
import { useReducedMotion } from '../../hooks/useReducedMotion';

/** Ticks in a row without progress after which the page is taken to have ended. */
const STALLED_TICKS = 5;

/**
 * The scroll-down arrow: about 30 px every 16 ms until 1080 px, or the end of the page. Visitors who
 * ask for reduced motion are taken there at once. A tick that does not move (a lower block swapping
 * its markup for a moment) is not the end of the page; several in a row are.
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
    let stalled = 0;
    timer.current = window.setInterval(() => {
      const before = window.scrollY;
      if (before >= SCROLL_ARROW_LIMIT_PX) return stop();
      window.scrollTo({ top: Math.min(before + SCROLL_ARROW_STEP_PX, SCROLL_ARROW_LIMIT_PX), behavior: 'instant' });
      stalled = window.scrollY > before ? 0 : stalled + 1;
      if (stalled >= STALLED_TICKS) stop();
    }, SCROLL_ARROW_TICK_MS);
  }, [stop, reducedMotion]);
}
