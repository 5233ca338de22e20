import { lazy, Suspense } from 'react';
import { isCoreTechnologyCode } from '../../../../shared/view/specialColumns';
import { Loading } from '../Loading/Loading';

// The carousel library loads with the core-technology column only, never with other pages.
const CoreTechSlides = lazy(() => import('./CoreTechSlides'));

/**
 * The core-technology carousel for the column page of code `hxjs` / `ehxjs`;
 * nothing for any other code, so the column page can place it unconditionally.
 */
export function CoreTechCarousel({ fdCode }: { fdCode: string | null | undefined }) {
  if (!isCoreTechnologyCode(fdCode)) return null;
  return (
    <Suspense fallback={<Loading />}>
      <CoreTechSlides />
    </Suspense>
  );
}
