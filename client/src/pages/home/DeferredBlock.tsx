import { LazyPart, type PartModule } from '../../components/LazyPart/LazyPart';

/**
 * A home block below the fold (see `LazyPart`): its code is its own chunk, hydrated or drawn when the
 * visitor comes near it.
 */
export function DeferredBlock({
  name,
  className,
  load,
}: {
  name: string;
  className?: string;
  /** The block's module; a stable function (defined once per block), as it keys the lazy component. */
  load: () => Promise<PartModule>;
}) {
  return <LazyPart load={load} className={className} data-home-block={name} />;
}
