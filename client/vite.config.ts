import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompiledMessages';
import { precompress } from './build/precompress';
import { routeSizeReport } from './build/routeSizeReport';

const root = fileURLToPath(new URL('.', import.meta.url));
const bff = 'http://127.0.0.1:8080';

/**
 * The building blocks most inner pages share (their layout, states, lists, article parts and the APIs
 * behind them). One chunk for them all: an inner page then loads its own script and this one, not a
 * dozen small files one after the other. Nothing here is part of the home page's first visit (the
 * article-list API is not here: the home page's blocks use it too).
 */
const INNER_PAGE_PARTS =
  /\/client\/src\/(?:layout\/inner\/|api\/(?:columnApi|companyApi)\.|components\/(?:QueryState|PublishDate|Pager|RichText|ImageGrid|LinkTiles|ArticleHeader|ArticleTextList|ImageViewer)\/)|\/shared\/view\/(?:fdSort|idParam|specialColumns)\./;

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
    precompiledMessages(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          routeSizeReport({
            pageModules: fileURLToPath(new URL('src/app/pageModules.ts', import.meta.url)),
            homeRoute: 'homeIndex',
            limitKb: 150,
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
              groups: [{ name: 'inner-page', test: INNER_PAGE_PARTS, includeDependenciesRecursively: false }],
            },
          },
        },
      },
  server: {
    // The dev server forwards API and file calls to a running BFF (`npm run dev:server`).
    proxy: { '/cms': bff, '/healthz': bff },
  },
}));
