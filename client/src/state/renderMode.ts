import { createContext, useContext } from 'react';

/**
 * How the app is being drawn: on the server, hydrating the server's markup, or in the browser alone.
 * Parts that defer work in the browser (below-the-fold blocks) draw everything on the server and while
 * hydrating, so the markup matches; after hydration they defer again.
 */
export type RenderMode = 'server' | 'hydrate' | 'client';

export const RenderModeContext = createContext<RenderMode>('client');

export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext);
}
