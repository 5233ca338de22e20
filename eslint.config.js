// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importZones from './client/lint/importZones.js';

/** Import boundaries (STYLE.md): shared imports only shared; client and server never import each other. */
const restrict = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'client/dist/', 'client/dist-ssr/', 'coverage/', 'server/demo-cms/content/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      ['**/client/**', '**/server/**', 'node:*', 'react', 'react-*', 'fastify', '@fastify/*'],
      'shared/ is pure: it imports only shared/.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(['**/client/**'], 'The server never imports the client.'),
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-zones': importZones },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-zones/zones': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', 'node:*'], message: 'The client never imports the server.' }],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use SiteLink (components/SiteLink): it leaves out the route-discovery attribute.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/components/SiteLink/SiteLink.tsx'],
    rules: restrict(['**/server/**', 'node:*'], 'The client never imports the server.'),
  },
  {
    // The server entry and its helpers run in Node (they render pages for the BFF).
    files: ['client/src/entry-server.tsx', 'client/src/app/render/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: restrict(['**/server/**'], 'The client never imports the server.'),
  },
  {
    files: ['test/**/*.{ts,tsx}', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
