import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * How a component is being drawn: on the server, hydrating the server's markup, or in the browser alone.
 * Parts that defer work in the browser (below-the-fold blocks) draw everything on the server and while
 * hydrating, so the markup matches; drawn later in the browser they defer again.
 */
export type RenderMode = 'server' | 'hydrate' | 'client';

/** Set by the server's renderer; the browser never changes it (see `useRenderMode`). */
export const ServerRenderContext = createContext(false);

const noSubscription = () => () => {};

/**
 * This component's render mode. Hydration is told apart per component, by React's own rule for external
 * stores (the server's snapshot while hydrating, the browser's after): a part that hydrates late (a held
 * home block) still hydrates as 'hydrate', and no context value above it changes when the page has
 * hydrated, which would make React draw such a part afresh instead of hydrating it.
 */
export function useRenderMode(): RenderMode {
  const server = useContext(ServerRenderContext);
  return useSyncExternalStore<RenderMode>(
    noSubscription,
    () => 'client',
    () => (server ? 'server' : 'hydrate'),
  );
}
