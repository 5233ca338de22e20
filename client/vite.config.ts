import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompiledMessages';
import { precompress } from './build/precompress';
import { routeSizeReport } from './build/routeSizeReport';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * The JavaScript a first visit to the home page may load without interaction, gzipped (see the client's
 * README): the build fails above it.
 */
const FIRST_VISIT_LIMIT_KB = 250;
/** The budget's figures, script by script, for the end-to-end check that loads the page in a browser. */
const FIRST_VISIT_RECORD = fileURLToPath(new URL('dist/.vite/first-visit.json', import.meta.url));
const bff = 'http://127.0.0.1:8080';

/**
 * The building blocks most inner pages share (their layout, states, lists, article parts and the APIs
 * behind them). One chunk for them all: an inner page then loads its own script and this one, not a
 * dozen small files one after the other. Nothing here is part of the home page's first visit (the
 * article-list API is not here: the home page's blocks use it too).
 */
const INNER_PAGE_PARTS =
  /\/client\/src\/(?:layout\/inner\/|api\/(?:columnApi|companyApi)\.|components\/(?:QueryState|Pager|RichText|ImageGrid|LinkTiles|ArticleHeader|ArticleTextList|ImageViewer)\/)|\/shared\/view\/(?:fdSort|idParam|specialColumns)\./;

/**
 * The libraries, each in a chunk of its own named after it, so the build's report gives each one's cost;
 * they also stay cached across releases that change only the site's code.
 */
const LIBRARIES: Record<string, RegExp> = {
  react: /\/node_modules\/(?:react|react-dom|scheduler)\//,
  'react-router': /\/node_modules\/react-router\//,
  'rtk-query': /\/node_modules\/@reduxjs\/toolkit\/dist\/query\//,
  'redux-toolkit':
    /\/node_modules\/(?:@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema\/utils)\//,
  formatjs: /\/node_modules\/(?:react-intl|@formatjs\/[\w-]+|intl-messageformat)\//,
  embla: /\/node_modules\/embla-carousel[\w-]*\//,
};
const libraryGroups = Object.entries(LIBRARIES).map(([name, test], index, all) => ({
  name,
  test,
  // The first pattern that matches wins (RTK Query before the rest of Redux Toolkit).
  priority: 20 + all.length - index,
  includeDependenciesRecursively: false,
}));

/** The server entry's build (`--ssr`): one self-contained module tree the BFF loads from `dist-ssr/`. */
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  ssr: 'src/entry-server.tsx',
  copyPublicDir: false,
  // The renderer's pictures are the browser build's files: the same hashed names, nothing to emit twice.
  ssrEmitAssets: false,
  assetsInlineLimit: 0,
  rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    precompiledMessages(),
    ...(isSsrBuild
      ? []
      : [
          routeSizeReport({
            pageModules: fileURLToPath(new URL('src/app/pageModules.ts', import.meta.url)),
            homeRoute: 'homeIndex',
            limitKb: FIRST_VISIT_LIMIT_KB,
            // Loaded only in English, or to draw a page the server sent without markup.
            notOnFirstVisit:
              /\/client\/src\/(?:app\/clientStart|app\/data\/pageLoaders|layout\/NotFoundView|i18n\/en\.json)$/,
            // The home blocks held as the server drew them until the visitor acts (HomePage.tsx).
            onInteraction:
              /\/client\/src\/pages\/home\/(?:folders\/FolderBlocks|investor\/InvestorBlock|contact\/ContactBlock)$/,
            recordFile: FIRST_VISIT_RECORD,
            libraries: Object.keys(LIBRARIES),
          }),
          precompress(),
        ]),
  ],
  // The renderer carries its libraries with it: the image installs only the BFF's own dependencies.
  ssr: { noExternal: true, target: 'node' },
  // The libraries it carries pick their production builds (React, Redux Toolkit's checks off) whatever
  // NODE_ENV the BFF runs with, as the browser's build does.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    alias: [
      // Messages arrive parsed (see precompiledMessages), so the runtime needs no parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  css: {
    modules: {
      // Short class names in the build: every CSS Module's name map is shipped inside the scripts.
      generateScopedName: command === 'build' ? '_[hash:base64:6]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        // Pictures stay files: inlined into scripts they would count against the JavaScript budget.
        assetsInlineLimit: 0,
        // Every browser the site supports preloads modules natively.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                ...libraryGroups,
                { name: 'inner-page', test: INNER_PAGE_PARTS, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  server: {
    // The dev server forwards API and file calls to a running BFF (`npm run dev:server`).
    proxy: { '/cms': bff, '/healthz': bff },
  },
}));
