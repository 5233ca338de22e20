import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/integration/container/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The image reproduced without a Docker engine; runs after `npm run build`, whose output it ships.
          name: 'container',
          include: ['test/integration/container/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/harness/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser at a time on small machines; each file starts its own.
          fileParallelism: false,
        },
      },
    ],
  },
});
