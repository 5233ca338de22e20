/**
 * The graceful shutdown `main.ts` runs on SIGTERM and SIGINT: the app stops accepting connections, finishes
 * the requests in flight (idle keep-alive connections are closed, busy ones get `Connection: close`) and
 * closes its plugins, within a time limit.
 */
import type { FastifyInstance } from 'fastify';

/** The drain must finish within 10 s; the rest of the budget is for closing the process. */
export const DRAIN_LIMIT_MS = 9_000;

/** The exit code the process ends with: 0 when the app closed in time, 1 otherwise. */
export type DrainOutcome = 0 | 1;

/** Closes the app, letting requests in flight finish; resolves with the exit code, at the latest after `limitMs`. */
export function drainApp(app: FastifyInstance, limitMs: number = DRAIN_LIMIT_MS): Promise<DrainOutcome> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time: exiting');
      resolve(1);
    }, limitMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info('shut down');
        resolve(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err: error }, 'shutdown failed');
        resolve(1);
      },
    );
  });
}

/**
 * Drains the app on the first SIGTERM or SIGINT and exits with the outcome; a second signal during the
 * drain exits at once with 1.
 */
export function drainOnSignals(app: FastifyInstance, exit: (code: number) => never = process.exit): void {
  let draining = false;
  const drain = (signal: NodeJS.Signals): void => {
    if (draining) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
    }
    draining = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    void drainApp(app).then(exit);
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
