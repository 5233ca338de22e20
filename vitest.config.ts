import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and browser test files run two at a time. Vitest's default is one worker fewer than the machine
 * has cores, a single worker on a two-core machine, although the browser tests spend much of their time
 * waiting on the browser. (The integration tests keep the default: several of them time a child process's
 * start and exit, which a second worker would slow.)
 */
const WORKERS = 2;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers: WORKERS,
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
          // A page's answer to a click or a key (a carousel moving, a scroll in steps) can take well over
          // expect.poll's default second on a busy machine; the browser's own waits allow 30 s.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own demo CMS, BFF and browser, so two files never share a server's state.
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
