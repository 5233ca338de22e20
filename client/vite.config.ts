import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompiledMessages';
import { minifyAppChunks } from './build/minifyAppChunks';
import { precompress } from './build/precompress';
import { routeSizeReport } from './build/routeSizeReport';
import { scopedClassNames } from './build/scopedClassNames';
import { ROUTE_PAGES } from '../shared/routeTable';

const root = fileURLToPath(new URL('.', import.meta.url));
const bff = 'http://127.0.0.1:8080';

/** The libraries, each in a chunk named after it: its cost shows, and it stays cached across releases. */
const LIBRARIES: Record<string, RegExp> = {
  react: /\/node_modules\/(?:react|react-dom|scheduler)\//,
  'react-router': /\/node_modules\/react-router\//,
  'rtk-query': /\/node_modules\/@reduxjs\/toolkit\/dist\/query\//,
  'redux-toolkit':
    /\/node_modules\/(?:@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema\/utils)\//,
  formatjs: /\/node_modules\/(?:react-intl|@formatjs\/[\w-]+|intl-messageformat)\//,
  embla: /\/node_modules\/embla-carousel[\w-]*\//,
};
/** The file of a library chunk every page loads (every library but the carousel's). */
const PAGE_LIBRARY_FILE = new RegExp(
  `(?:^|/)(?:rolldown-runtime|${Object.keys(LIBRARIES)
    .filter((name) => name !== 'embla')
    .join('|')})-[\\w-]+\\.js$`,
);
/** The file of the site's own chunk (see `siteCodeGroup`). */
const SITE_FILE = /(?:^|\/)site-[\w-]+\.js$/;
const source = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));
/** The browser entry, the module it loads to hydrate a server-rendered page, and the page most visits start on. */
const BROWSER_ENTRY = source('main.tsx');
const HYDRATION = source('app/hydratePage.tsx');
const HOME_PAGE = source(`pages/${ROUTE_PAGES.homeIndex}.tsx`);

/** The modules `root` imports statically, directly or not, itself included. */
function staticClosure(ctx: ChunkingContext, root: string): Set<string> {
  const found = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The site's own code that a first visit loads with the page, in one chunk: what hydration imports
 * statically, and the home page with what it imports (most visits start there; on other pages the few
 * kilobytes come along). Without this group, a module the page needs that a lazy part also imports gets
 * a small chunk of its own, loaded with the page all the same, at the cost of a request and of being
 * compressed on its own. What the entry imports itself stays in the entry's chunk, which loads first.
 */
function siteCodeGroup() {
  let core: Set<string> | null = null;
  return {
    debugName: 'site',
    name: (id: string, ctx: ChunkingContext) => {
      if (core === null) {
        const atEntry = staticClosure(ctx, BROWSER_ENTRY);
        core = new Set(
          [...staticClosure(ctx, HYDRATION), ...staticClosure(ctx, HOME_PAGE)].filter((module) => !atEntry.has(module)),
        );
      }
      return core.has(id) ? 'site' : null;
    },
    test: /[\\/](?:client[\\/]src|shared)[\\/]/,
    priority: 10,
    // The closures above are the group: what the entry shares with it (the lazy loader's helper among
    // them) stays with the entry.
    includeDependenciesRecursively: false,
  };
}

/**
 * The site's code that three or more inner pages (every route's page module but the home page's) import
 * statically, directly or not, and that neither the site's chunk nor the home page's held parts hold:
 * their layout, states, lists and the APIs behind them. One chunk for it all, so an inner page loads its
 * own script and this one, not a dozen small files one after the other; the carousel, which two pages
 * draw, stays with them, and so its library.
 */
function innerPageGroup() {
  let shared: Set<string> | null = null;
  return {
    name: (id: string, ctx: ChunkingContext) => {
      if (shared === null) {
        const counts = new Map<string, number>();
        const inner = new Set(Object.values(ROUTE_PAGES).filter((page) => page !== ROUTE_PAGES.homeIndex));
        for (const page of inner)
          for (const module of staticClosure(ctx, source(`pages/${page}.tsx`)))
            counts.set(module, (counts.get(module) ?? 0) + 1);
        shared = new Set([...counts].filter(([, count]) => count >= 3).map(([module]) => module));
        for (const part of ctx.getModuleInfo(HOME_PAGE)?.dynamicallyImportedIds ?? [])
          staticClosure(ctx, part).forEach((module) => shared?.delete(module));
      }
      return shared.has(id) ? 'inner-page' : null;
    },
    test: /[\\/](?:client[\\/]src|shared)[\\/]/,
    includeDependenciesRecursively: false,
  };
}

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
  rolldownOptions: {
    output: {
      entryFileNames: 'entry-server.js',
      // The BFF holds the renderer's source in its heap for as long as it runs: minified (the build prints
      // its size), and in ASCII (Chinese text as escapes), which the engine stores at one byte a character
      // where a single Chinese character makes it keep the whole module at two. Names stay as written, so
      // a render's error stack still names its functions.
      charset: 'ascii' as const,
      minify: { compress: true, mangle: false },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    precompiledMessages(),
    ...(isSsrBuild
      ? []
      : [
          minifyAppChunks({ skip: ['react', 'react-router'] }),
          routeSizeReport({ pages: source('pages'), hydration: HYDRATION }),
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
  // Workers are modules, as the browser's `new Worker(…, { type: 'module' })` loads them.
  worker: { format: 'es' as const },
  css: {
    modules: {
      // Short class names in the build: every CSS Module's name map is shipped inside the scripts.
      generateScopedName: command === 'build' ? scopedClassNames(root) : '[name]_[local]_[hash:base64:4]',
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
        modulePreload: {
          // Every browser the site supports preloads modules natively.
          polyfill: false,
          // A lazy chunk's preload list leaves out the libraries and the site's chunk: every page loads them
          // before any lazy chunk is asked for (the page names them, `route-preloads.json`), and every list
          // repeated them. The site's chunk, loaded by the entry, has no list at all for the same reason. Nor
          // does a list name the chunk itself, which its import asks for at the same moment: each name costs
          // the chunk that imports it some bytes, and the site's chunk imports every route's page and route
          // kind.
          resolveDependencies: (fileName, dependencies, { hostType }) =>
            hostType === 'html'
              ? dependencies
              : SITE_FILE.test(fileName)
                ? []
                : dependencies.filter(
                    (dependency) =>
                      dependency !== fileName && !PAGE_LIBRARY_FILE.test(dependency) && !SITE_FILE.test(dependency),
                  ),
        },
        // One style sheet for the whole site: a first visit links a single render-blocking sheet, and later
        // pages need no more.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [...libraryGroups, siteCodeGroup(), innerPageGroup()],
            },
          },
        },
      },
  // The dev server forwards API and file calls to a running BFF (`npm run dev:server`).
  server: { proxy: { '/cms': bff, '/healthz': bff } },
}));
