import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** How far below the window the carousel may still be when its other pictures start loading. */
const AHEAD = '300px 0px';

/**
 * Fetches every slide's picture once the carousel comes near the window. The pictures load lazily, and
 * slides waiting outside the view are clipped sideways, where the browser would fetch their pictures
 * only as they slide in; fetched ahead, they are in the cache by then.
 */
export function useWarmPictures(api: UseEmblaCarouselType[1], pictures: readonly string[]): void {
  const key = pictures.join('\n');
  useEffect(() => {
    if (!api || key === '') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        for (const src of key.split('\n')) new Image().src = src;
      },
      { rootMargin: AHEAD },
    );
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api, key]);
}
