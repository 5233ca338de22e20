/**
 * `npm run bench`: figures beside their goals. Every server runs in a process of its own on
 * loopback; the load generator runs here. Prints cache-hit throughput, latency and CPU per answer of the
 * BFF (with and without access logs) beside a bare `node:http` server, a bare Fastify route and direct demo
 * CMS calls; misses per second against an upstream with no latency beside that upstream alone; the
 * upstream calls and slowest answer of a cold-key stampede; page-cache hits beside API hits of the same size
 * and home-page render times; two BFFs sharing one Redis (a stampede over both, one replica's hit rate with
 * and without Redis, the latency of a hit from Redis); resident memory after every route kind was rendered
 * once and over sweeps of distinct keys at two cache sizes; picture variants (the time to make one, a cached one against the plain file
 * route, a cached page while a burst is made); Varnish with the shipped VCL in front of the BFF (hits
 * beside the BFF's, BFF requests per 1,000 edge requests over a mixed load, purge to new content).
 */
import { cpus, loadavg } from 'node:os';
import { edge } from './edge.js';
import { images } from './images.js';
import { memory } from './memorySweep.js';
import { missPath } from './missPath.js';
import { pages } from './pages.js';
import { fmt, seconds } from './format.js';
import { BENCH_ENV, buildServer, CONTAINER_ENV } from './processes.js';
import { sharedCache } from './sharedCache.js';
import { stampede } from './stampede.js';
import { throughput } from './throughput.js';

async function main(): Promise<void> {
  const started = performance.now();
  // Other work on the machine moves every figure; the load average says how much there was.
  const load = (): string =>
    loadavg()
      .map((n) => fmt(n, 2))
      .join(' ');
  console.log(
    `BFF benchmark: Node ${process.version}, ${cpus().length} cores, load average ${load()}. Building the server (tsc)...`,
  );
  await buildServer();
  const containerSettings = Object.entries(CONTAINER_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.log(
    `The BFF runs compiled (node dist/server/main.js) with the Docker image's environment (${containerSettings}), ` +
      `LOG_LEVEL=${BENCH_ENV.LOG_LEVEL} and RATE_LIMIT_PER_MIN=${BENCH_ENV.RATE_LIMIT_PER_MIN} (the rate limiter stays on ` +
      `but never trips).`,
  );
  const only = process.argv[2];
  if (only === undefined || only === 'throughput') await throughput();
  if (only === undefined || only === 'misses') await missPath();
  if (only === undefined || only === 'pages') await pages();
  if (only === undefined || only === 'stampede') await stampede();
  if (only === undefined || only === 'shared') await sharedCache();
  if (only === undefined || only === 'images') await images();
  if (only === undefined || only === 'memory') await memory();
  if (only === undefined || only === 'edge') await edge();
  console.log(`\nTotal time ${seconds(started)}; load average now ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
