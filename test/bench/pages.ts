import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { request } from 'undici';
import { findProjectRoot } from '../../server/projectRoot.js';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { goal, measure, row, type LoadResult } from './load.js';
import { BENCH_ENV, startBff, startTarget, type Target } from './processes.js';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const HOME = '/index/sy';
const API = '/cms/api/article/findArticleList?folderId=25';
/** The home page's render with every answer cached, at the median. */
const RENDER_P50_GOAL_MS = 10;
/** API answers of several sizes; the one nearest the home page's compressed size is the fair comparison. */
const SIZED_APIS = [
  ...[20, 50].map((size) => `${API}&pageSize=${size}`),
  ...[20, 50, 100].map(
    (size) => `/cms/api/article/textSearch?inPutMessage=${encodeURIComponent('集团')}&pageSize=${size}`,
  ),
];
/** A page-cache hit may cost at most this much CPU over an API hit of the same size. */
const PAGE_CPU_GOAL = 1.2;
/** Renders timed one after the other, after a warm-up that fills the API cache. */
const RENDERS = 200;
const RENDER_WARMUP = 20;

/** As browsers ask: compressed (the stored brotli copy is sent as it is). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

async function hits(server: Target, path: string): Promise<LoadResult> {
  const options = { url: `${server.url}${path}`, connections: CONNECTIONS, headers: BROWSER_HEADERS };
  await autocannon({ ...options, duration: WARMUP_S });
  return measure(server.child.pid ?? 0, options, MEASURE_S);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The render's own time, from the page's `Server-Timing: render;dur=…`. */
async function renderMs(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!timing?.[1]) throw new Error(`${url}: no render time (status ${response.status})`);
  return Number(timing[1]);
}

/**
 * Server-rendered pages: page-cache hits of the home page next to API cache hits in the same run, and the
 * time of a home-page render with a warm API cache (page cache off, so every request renders).
 */
export async function pages(): Promise<void> {
  if (!existsSync(join(findProjectRoot(), 'client', 'dist-ssr', 'entry-server.js'))) {
    console.log('\nPages: skipped, the client is not built (run `npm run build` first).');
    return;
  }
  const cms = await startTarget('test/bench/targets/demoCms.ts');
  const cached = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url });
  const rendering = await startBff(await closedPort(), {
    ...BENCH_ENV,
    CMS_UPSTREAM_URL: cms.url,
    CACHE_TTL_PAGE_MS: '0',
  });
  try {
    // The bytes on the wire: undici's request does not decode them, as fetch would.
    const size = async (path: string) => {
      const response = await request(`${cached.url}${path}`, { headers: BROWSER_HEADERS });
      return (await response.body.arrayBuffer()).byteLength;
    };
    const homeBytes = await size(HOME);
    const sized: Array<[string, number]> = [];
    for (const path of SIZED_APIS) sized.push([path, await size(path)]);
    const [same = API, sameBytes = 0] = sized.reduce((best, next) =>
      Math.abs(next[1] - homeBytes) < Math.abs(best[1] - homeBytes) ? next : best,
    );
    console.log(
      `\nPages: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${MEASURE_S} s measured, Accept-Encoding: br ` +
        `(bytes: the brotli body of one answer; CPU: the BFF process's time per answer)`,
    );
    const api = await hits(cached, API);
    const sameSize = await hits(cached, same);
    const page = await hits(cached, HOME);
    const bytes = (label: string, n: number) => `${label} (${fmt(n)} B)`;
    console.log(row(bytes('API hit, list answer', await size(API)), [api]));
    console.log(row(bytes('API hit, nearest page size', sameBytes), [sameSize]));
    console.log(row(bytes('page cache hit, home page', homeBytes), [page]));
    console.log(`  (the API answer nearest the page's size: ${same})`);
    console.log(goal('page hit / API hit of the same size, CPU', page.cpuUs / sameSize.cpuUs, PAGE_CPU_GOAL, '<='));
    console.log(goal('page hit / API hit, req/s', page.rps / api.rps, 0.8, '>='));
    // The load generator reads every byte in one process: with a page larger than the list it can become
    // the limit before the BFF does, which its share of the window then shows.
    console.log(
      `  BFF busy during the page hits    ${fmt((page.cpuUs * page.rps) / 1e4)}% of one core; ` +
        `page hit / list answer hit, CPU per answer ${fmt(page.cpuUs / api.cpuUs, 2)}`,
    );

    for (let i = 0; i < RENDER_WARMUP; i += 1) await renderMs(`${rendering.url}${HOME}`);
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i += 1) times.push(await renderMs(`${rendering.url}${HOME}`));
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    console.log(
      `  home render, warm API cache     p50 ${fmt(p50, 1)} ms   p99 ${fmt(percentile(times, 99), 1)} ms` +
        `   (${RENDERS} renders one after another; goal: p50 ≤ ${RENDER_P50_GOAL_MS} ms) ${p50 <= RENDER_P50_GOAL_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await Promise.all([cached.stop(), rendering.stop(), cms.stop()]);
  }
}
