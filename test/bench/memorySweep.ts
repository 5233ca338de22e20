import { Pool } from 'undici';
import { closedPort } from '../helpers/closedPort.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { fmt, seconds } from './format.js';
import { memoryAfterRoutes } from './memoryRoutes.js';
import { childrenResidentMb, peakSampler, residentMb, selfReport } from './processMemory.js';
import { BENCH_ENV, MALLOC_VARIABLE, startBff } from './processes.js';

/** The cache sizes swept: a small cache and a large one. */
const CACHE_SIZES_MB = [32, 256];
const SWEEPS = 5;
/** Each sweep asks for distinct keys worth this many full caches, so it replaces every entry. */
const FILL = 1.5;
/** Keys asked before the sweeps, to learn how much the cache counts for one entry. */
const PROBE_KEYS = 200;
const CONCURRENCY = 32;
const ARTICLES_PER_PAGE = 8;
const SAMPLE_MS = 200;
/** Drift: the end of the last sweep may be at most this share of the bound above the end of the second. */
const DRIFT_SHARE = 0.05;
/** As browsers ask: each miss makes the compressed copy it sends. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

const boundOf = (cacheMb: number): number => 2 * cacheMb + 100;

/** A search page of about 20 KB, as a busy CMS would send: eight articles with long summaries. */
function searchPage(): string {
  const summary = '衡川化学工程集团在石化、煤化工与新材料领域承担工程设计、采购与施工总承包。'.repeat(20);
  const articleLists = Array.from({ length: ARTICLES_PER_PAGE }, (_, i) => ({
    id: 1000 + i,
    title: `Search result ${i} · 搜索结果`,
    summary,
    publishTime: '2026-01-05 10:00:00',
    breviary: '/cms/files/images/plant-1.svg',
  }));
  return JSON.stringify({ code: 200, msg: 'success', articleLists, countPage: 1, countSize: ARTICLES_PER_PAGE });
}

/** Requests `count` distinct search keys named `prefix`, `CONCURRENCY` at a time. */
async function sweepKeys(bffUrl: string, prefix: string, count: number): Promise<void> {
  const pool = new Pool(bffUrl, { connections: CONCURRENCY });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const key = next;
      next += 1;
      const query = new URLSearchParams({ inPutMessage: `${prefix}-key${key}` }).toString();
      const response = await pool.request({
        method: 'GET',
        path: `/cms/api/article/textSearch?${query}`,
        headers: BROWSER_HEADERS,
      });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} while filling the cache`);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await pool.close();
  }
}

const mb = (n: number, width = 6): string => fmt(n, 1).padStart(width);

async function run(
  label: string,
  upstreamUrl: string,
  env: Readonly<Record<string, string>>,
  cacheMb: number,
): Promise<void> {
  const bound = boundOf(cacheMb);
  const bff = await startBff(await closedPort(), {
    ...env,
    CMS_UPSTREAM_URL: upstreamUrl,
    CACHE_MAX_MB: String(cacheMb),
  });
  const pid = bff.child.pid ?? 0;
  try {
    const started = await selfReport(bff.url);
    await sweepKeys(bff.url, 'probe', PROBE_KEYS);
    const probed = await selfReport(bff.url);
    const entryBytes = (probed.cacheBytes * 1024 * 1024) / Math.max(1, probed.cacheEntries);
    const keys = Math.ceil((FILL * cacheMb * 1024 * 1024) / entryBytes);
    console.log(
      `  ${label}\n  CACHE_MAX_MB=${cacheMb}, bound ${bound} MB; ${SWEEPS} sweeps of ${fmt(keys)} new keys ` +
        `(${fmt(entryBytes / 1024, 1)} KB an entry as the cache counts it, body and brotli copy)`,
    );
    console.log(
      `    after start          resident ${mb(started.rss)} MB   V8 heap used ${mb(started.heapUsed, 5)} MB   ` +
        `buffers ${mb(started.external, 5)} MB`,
    );
    const ends: number[] = [];
    for (let sweep = 1; sweep <= SWEEPS; sweep += 1) {
      const began = performance.now();
      const sampler = peakSampler(pid, SAMPLE_MS);
      await sweepKeys(bff.url, `sweep${sweep}`, keys);
      const peak = await sampler.stop();
      const end = await selfReport(bff.url);
      ends.push(end.rss);
      const verdict = Math.max(peak, end.rss) <= bound ? 'within bound' : 'OVER bound';
      console.log(
        `    sweep ${sweep}   peak ${mb(peak)} MB   end ${mb(end.rss)} MB (${verdict})   cache ${mb(end.cacheBytes, 5)} MB` +
          `   beyond it ${mb(end.rss - end.cacheBytes, 5)} MB   V8 heap used ${mb(end.heapUsed, 5)} MB   buffers ` +
          `${mb(end.external, 5)} MB   (${seconds(began)})`,
      );
    }
    const drift = (ends[SWEEPS - 1] ?? 0) - (ends[1] ?? 0);
    const allowed = DRIFT_SHARE * bound;
    console.log(
      `    drift, end of sweep ${SWEEPS} against end of sweep 2: ${drift >= 0 ? '+' : ''}${fmt(drift, 1)} MB ` +
        `(goal <= ${fmt(allowed, 1)} MB) ${drift <= allowed ? 'met' : 'NOT met'}`,
    );
    const workers = await childrenResidentMb(pid);
    if (workers > 0) console.log(`    (child processes hold ${fmt(workers, 1)} MB more)`);
    if (Number.isNaN(await residentMb(pid))) throw new Error('the BFF exited during the sweeps');
  } finally {
    await bff.stop();
  }
}

/**
 * Resident memory: a BFF after rendering every route kind once; then sweeps of distinct keys that overfill
 * the cache, at a small and a large CACHE_MAX_MB, peak and end of each sweep against 2 × CACHE_MAX_MB +
 * 100 MB, with the container's environment, whose MALLOC_MMAP_THRESHOLD_ has large blocks served by mmap
 * (freed answers go back to the system instead of fragmenting the heap); once more with glibc's defaults
 * at the small size, for comparison. Only the BFF process is counted: the picture worker is a process of
 * its own, started on the first picture variant, which these runs never ask for.
 */
export async function memory(): Promise<void> {
  await memoryAfterRoutes();
  const upstream = await ScriptedUpstream.start();
  const page = searchPage();
  upstream.script('article/textSearch', () => ({ raw: page }));
  try {
    console.log(
      `\nMemory over sweeps of distinct keys (~20 KB answers, asked with Accept-Encoding: br, gzip); the resident ` +
        `set sampled every ${SAMPLE_MS} ms for the peak; bound 2 × CACHE_MAX_MB + 100 MB`,
    );
    const threshold = BENCH_ENV[MALLOC_VARIABLE];
    if (threshold === undefined) throw new Error(`the Dockerfile's final stage sets no ${MALLOC_VARIABLE}`);
    for (const cacheMb of CACHE_SIZES_MB) {
      await run(`the container's ${MALLOC_VARIABLE}=${threshold}:`, upstream.url, BENCH_ENV, cacheMb);
    }
    const { [MALLOC_VARIABLE]: _dropped, ...defaults } = BENCH_ENV;
    await run(
      `for comparison, glibc malloc defaults (${MALLOC_VARIABLE} unset):`,
      upstream.url,
      defaults,
      CACHE_SIZES_MB[0] ?? 32,
    );
  } finally {
    await upstream.close();
  }
}
