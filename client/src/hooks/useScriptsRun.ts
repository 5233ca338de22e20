import { useRenderMode } from '../state/renderMode';

/**
 * Whether the app's code runs for this component: false on the server and in the render that hydrates the
 * server's markup (which must match it), true from the render after (React draws the component again once
 * hydrated, see `useRenderMode`). For a control only the code can work, drawn as plain content until
 * then, so a page read without scripts offers no control that does nothing.
 */
export function useScriptsRun(): boolean {
  return useRenderMode() === 'client';
}
