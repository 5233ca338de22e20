import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies fail `npm run lint`. Besides the entries given here, knip
 * finds these through its plugins: the package scripts (`server/main.ts`, `test/bench/bench.ts`,
 * `test/lighthouse/lighthouse.ts`, the build's configs), Vite's config and its page (`client/src/main.tsx`),
 * the test projects of `vitest.config.ts` with their setup files, and ESLint's and Prettier's configs.
 */
const config: KnipConfig = {
  entry: [
    // The server renderer's entry (`vite build --ssr`, loaded by the BFF from `client/dist-ssr/`) and the
    // worker the browser entry starts by its URL.
    'client/src/entry-server.tsx',
    'client/src/app/localeData.worker.ts',
    // The demo CMS (`npm run demo-cms` runs its build), the picture worker the BFF forks by its path, and
    // the artwork generator, run by hand.
    'server/demo-cms/main.ts',
    'server/images/pictureWorker.ts',
    'server/demo-cms/artwork/generate.ts',
    // The bench's servers, each started by its path in a process of its own.
    'test/bench/targets/*.ts',
    // The import cycle check's config, which dpdm reads by name.
    'dpdm.config.ts',
  ],
  project: [
    'client/**/*.{ts,tsx}',
    'server/**/*.ts',
    'shared/**/*.ts',
    'test/**/*.{ts,tsx}',
    'deploy/**/*.ts',
    '*.{ts,js}',
  ],
  // An export its own module uses is not dead code; only exports nothing uses fail.
  ignoreExportsUsedInFile: true,
  vite: { config: ['client/vite.config.ts'] },
  // Debian's Varnish test runner (the varnish package), which the edge tests start.
  ignoreBinaries: ['varnishtest'],
  ignoreDependencies: [
    // The browser tests read its script by path (`require.resolve('axe-core/axe.min.js')`) and inject it.
    'axe-core',
  ],
};

export default config;
