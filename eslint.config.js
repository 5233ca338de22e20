// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The page folders of the client; each is a zone the other pages may not import. */
const PAGES = readdirSync(`${ROOT}/client/src/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries, checked on the resolved path of every import, type imports included:
 * - `shared/` is pure code both sides run, so it imports only `shared/` (no package, no Node built-in: the
 *   second is `no-restricted-imports` below, since a built-in has no path);
 * - the server and the client are built and run apart, so neither imports the other;
 * - in the client, the layers point down: `app/` is the composition root (router, loaders, providers, entry
 *   points), which only the entry points import, and which reaches the route kinds' modules through the
 *   generated table alone (`app/routeModules.ts`); `routeKit/` is the leaf toolkit the route kinds' modules (`pages/<page>/route.ts`)
 *   are written with (the route-kind type and the loader steps), and imports no view and nothing of `app/`;
 *   pages never import other pages; components never import pages or layout; layout never imports pages;
 *   the state leaf and the shared hooks import no views.
 */
const ZONES = [
  { target: 'shared', from: '.', except: ['./shared'], message: 'shared/ is pure: it imports only shared/.' },
  { target: 'server', from: 'client', message: 'The server never imports the client.' },
  { target: 'client', from: 'server', message: 'The client never imports the server.' },
  {
    // Everything in client/src but app/ itself and the entry points.
    target: ['client/src/!(app|main.tsx|entry-server.tsx)', 'client/src/!(app)/**'],
    from: 'client/src/app',
    message: 'Only the composition root (the entry points and app/) imports app/.',
  },
  {
    target: 'client/src/routeKit',
    from: ['client/src/app', 'client/src/pages', 'client/src/layout', 'client/src/components'],
    message: "routeKit/ is the route kinds' leaf toolkit: it imports no view and nothing of app/.",
  },
  ...PAGES.map((page) => ({
    target: `client/src/pages/${page}`,
    from: 'client/src/pages',
    except: [`./${page}`],
    message: 'A page never imports another page.',
  })),
  {
    target: 'client/src/components',
    from: ['client/src/pages', 'client/src/layout'],
    message: 'Components never import pages or layout.',
  },
  { target: 'client/src/layout', from: 'client/src/pages', message: 'Layout never imports pages.' },
  {
    target: ['client/src/state', 'client/src/hooks'],
    from: ['client/src/pages', 'client/src/layout', 'client/src/components'],
    message: 'The state leaf and the shared hooks import no views.',
  },
];

/** Code that runs in the browser has no Node built-ins. */
const NO_NODE_BUILTINS = { group: ['node:*'], message: 'This code runs in the browser: no Node built-ins.' };

/** The router's own links carry the route-discovery attribute; the app's link leaves it out. */
const NO_ROUTER_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use SiteLink (components/SiteLink): it leaves out the route-discovery attribute.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'client/dist/', 'client/dist-ssr/', 'coverage/', 'server/demo-cms/content/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Modules in TypeScript are read too (to follow their imports for cycles), with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Each file resolves its imports with the tsconfig that includes it: the server's and deploy/'s
      // (NodeNext, `.js` specifiers), the client's and the tests' (Bundler, no extensions), or the root one
      // (shared/).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: [
            'tsconfig.json',
            'server/tsconfig.json',
            'client/tsconfig.json',
            'test/tsconfig.json',
            'deploy/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      // Value imports, dynamic ones included; type-only imports are dpdm's (dpdm.config.ts). Packages are not
      // followed: none of them imports the project back.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'shared/ is pure: it imports only shared/.' }] },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_NODE_BUILTINS], paths: [NO_ROUTER_LINKS] }],
    },
  },
  {
    files: ['client/src/components/SiteLink/SiteLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_NODE_BUILTINS] }] },
  },
  {
    // The server entry and its helpers run in Node (they render pages for the BFF).
    files: ['client/src/entry-server.tsx', 'client/src/app/render/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { paths: [NO_ROUTER_LINKS] }] },
  },
  {
    files: ['test/**/*.{ts,tsx}', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
