import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** Moves to the next view every `intervalMs` while `playing`. */
export function useAutoAdvance(api: UseEmblaCarouselType[1], playing: boolean, intervalMs: number): void {
  useEffect(() => {
    if (!api || !playing) return undefined;
    const timer = window.setInterval(() => api.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [api, playing, intervalMs]);
}
