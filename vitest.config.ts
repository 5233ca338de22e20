import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit test files run two at a time. (The integration tests keep the default: several of them time a
 * child process's start and exit, which a second worker would slow.)
 */
const UNIT_WORKERS = 2;

/**
 * Browser test files run one at a time. A file's Chromium, server and test code keep both cores of a
 * two-core machine busy: two files at once take as long in all, each of them twice as long, so every wait
 * in a test runs nearer its limit.
 */
const BROWSER_WORKERS = 1;

/** Edge test files (each with its own varnishd) run two at a time. */
const EDGE_WORKERS = 2;

/**
 * Test files that replace a module (`vi.mock`) are named `*.isolated.test.*`: they run in a process of
 * their own. The others share their worker's loaded modules, which a replaced module would reach.
 */
const ISOLATED_UNIT_TESTS = 'test/unit/**/*.isolated.test.{ts,tsx}';
const ISOLATED_INTEGRATION_TESTS = 'test/integration/**/*.isolated.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ISOLATED_UNIT_TESTS],
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
          // Each worker runs its files with the modules it has loaded, a third of the time a process per
          // file takes.
          isolate: false,
        },
      },
      {
        test: {
          // Files that replace a module (`vi.mock`), which needs a module registry of their own.
          name: 'unit-isolated',
          include: [ISOLATED_UNIT_TESTS],
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ISOLATED_INTEGRATION_TESTS],
          environment: 'node',
          testTimeout: 20_000,
          // One worker process runs the files with the modules it has loaded, instead of a new process
          // importing the server's code again for each of them.
          isolate: false,
        },
      },
      {
        test: {
          // Files that replace a module (`vi.mock`), which needs a module registry of their own.
          name: 'integration-isolated',
          include: [ISOLATED_INTEGRATION_TESTS],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The image reproduced without a Docker engine; runs after `npm run build`, whose output it ships.
          name: 'container',
          include: ['test/container/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The VCL in varnishtest (vtc/), and a real varnishd with the shipped VCL in front of the BFF
          // serving the built site (site/); runs after `npm run build`.
          name: 'edge',
          include: ['test/edge/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most of these files' time is waiting for answers to age, so two run at once even on two
          // cores; a worker runs its files with the modules it has loaded (none replaces a module).
          maxWorkers: EDGE_WORKERS,
          isolate: false,
        },
      },
      {
        test: {
          // A real Prometheus with the shipped alert rules scraping the BFF serving the built site and
          // Varnish's exporter: the dashboard's and the alerts' expressions read real series; runs after
          // `npm run build`.
          name: 'ops',
          include: ['test/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
          maxWorkers: BROWSER_WORKERS,
          // One worker process runs the files one after the other with the modules it has loaded (the
          // server's code, the renderer's bundle, Playwright) instead of a new process importing them
          // all again for each file. No browser test mocks a module or changes the
          // process's environment, which would otherwise carry over to the next file.
          isolate: false,
        },
      },
    ],
  },
});
