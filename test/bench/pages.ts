import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findProjectRoot } from '../../server/projectRoot.js';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { BENCH_ENV, startBff, startTarget } from './processes.js';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const HOME = '/index/sy';
const API = '/cms/api/article/findArticleList?folderId=25';
/** Renders timed one after the other, after a warm-up that fills the API cache. */
const RENDERS = 200;
const RENDER_WARMUP = 20;

/** As browsers ask: compressed (the stored brotli copy is sent as it is). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

async function hits(url: string): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  const options = { url, connections: CONNECTIONS, headers: BROWSER_HEADERS };
  await autocannon({ ...options, duration: WARMUP_S });
  const r = await autocannon({ ...options, duration: MEASURE_S });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
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
    const size = async (path: string) =>
      (await (await fetch(`${cached.url}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer()).byteLength;
    console.log(
      `\nPages: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${MEASURE_S} s measured, Accept-Encoding: br ` +
        `(home page ${fmt(await size(HOME))} bytes, list answer ${fmt(await size(API))} bytes; ` +
        `goal: page hits ≥ 0.8 × API hits)`,
    );
    const api = await hits(`${cached.url}${API}`);
    const page = await hits(`${cached.url}${HOME}`);
    const line = (label: string, r: Awaited<ReturnType<typeof hits>>) =>
      `  ${label.padEnd(30)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(5)} ms   p99 ${fmt(r.p99, 1).padStart(5)} ms` +
      (r.non2xx ? `   (${r.non2xx} non-2xx!)` : '');
    console.log(line('API cache hit (list answer)', api));
    console.log(line('page cache hit (home page)', page));
    console.log(`  page hit / API hit               ${fmt(page.rps / api.rps, 2)}`);

    for (let i = 0; i < RENDER_WARMUP; i += 1) await renderMs(`${rendering.url}${HOME}`);
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i += 1) times.push(await renderMs(`${rendering.url}${HOME}`));
    times.sort((a, b) => a - b);
    console.log(
      `  home render, warm API cache     p50 ${fmt(percentile(times, 50), 1)} ms   p99 ${fmt(percentile(times, 99), 1)} ms` +
        `   (${RENDERS} renders one after another; goal: p50 ≤ 25 ms)`,
    );
  } finally {
    await Promise.all([cached.stop(), rendering.stop(), cms.stop()]);
  }
}
