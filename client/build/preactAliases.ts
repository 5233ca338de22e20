import type { Alias } from 'vite';

/**
 * The site is written against React's API (and typed with React's types), and runs on Preact through its
 * compatibility layer, in the browser and in the server's renderer alike: React's client alone is about
 * 68 kB gzipped, Preact with the layer about 10 kB, for the same components, hooks and libraries
 * (react-router, react-redux, react-intl, embla). Every import of React, the site's and the libraries',
 * resolves to Preact. The unit tests run the same way, so they test what ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
