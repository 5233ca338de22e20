import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export interface CarouselState {
  /** Index of the selected snap (a view of up to four items). */
  selected: number;
  /** Number of snaps. */
  count: number;
}

/** The selected snap and the number of snaps, kept in step with the carousel. */
export function useCarouselState(api: UseEmblaCarouselType[1]): CarouselState {
  const [state, setState] = useState<CarouselState>({ selected: 0, count: 0 });
  useEffect(() => {
    if (!api) return undefined;
    const update = () => setState({ selected: api.selectedScrollSnap(), count: api.scrollSnapList().length });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return state;
}
