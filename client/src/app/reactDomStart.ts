/**
 * react-dom's browser entry, through a module the build puts in React's own chunk (`LIBRARIES.react` in
 * `vite.config.ts`). Evaluating this module starts react-dom, a long step at a phone's speed, so it runs
 * when the entry evaluates React's chunk, a task of its own, instead of inside the site chunk's evaluation,
 * the longest task of a page's hydration (`npm run lighthouse` reports the hydration's longest task).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
