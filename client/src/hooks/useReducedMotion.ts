import { useSyncExternalStore } from 'react';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');

function subscribe(onChange: () => void): () => void {
  const media = reducedMotion();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion; then nothing moves by itself or scrolls smoothly.
 * Reduced motion is assumed where the preference cannot be known: on the server, and in the browser while
 * it hydrates what the server drew. So nothing moves before the preference is known and the first
 * browser render matches the server's markup; the next render follows the media query.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotion().matches,
    () => true,
  );
}
