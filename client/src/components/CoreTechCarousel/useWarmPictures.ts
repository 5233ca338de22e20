import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import { pictureSrcset } from '../../../../shared/images/cmsPicture';

/** How far below the window the carousel may still be when its other pictures start loading. */
const AHEAD = '300px 0px';

/**
 * Fetches every slide's picture once the carousel comes near the window. The pictures load lazily, and
 * slides waiting outside the view are clipped sideways, where the browser would fetch their pictures
 * only as they slide in; fetched ahead, they are in the cache by then. Each is asked for with the same
 * `srcset` and `sizes` as its `<img>`, so the browser picks the same variant.
 */
export function useWarmPictures(api: UseEmblaCarouselType[1], pictures: readonly string[], sizes: string): void {
  const key = pictures.join('\n');
  useEffect(() => {
    if (!api || key === '') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        for (const src of key.split('\n')) {
          const image = new Image();
          const srcset = pictureSrcset(src);
          if (srcset !== null) {
            image.sizes = sizes;
            image.srcset = srcset;
          }
          image.src = src;
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api, key, sizes]);
}
