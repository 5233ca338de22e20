import { Pool } from 'undici';
import { closedPort } from '../helpers/closedPort.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { fmt, seconds } from './format.js';
import { BENCH_ENV, MALLOC_VARIABLE, startBff } from './processes.js';

const CACHE_MAX_MB = 64;
const BUDGET_MB = 2 * CACHE_MAX_MB + 100;
const SWEEPS = 4;
const KEYS_PER_SWEEP = 2500;
const CONCURRENCY = 32;
const ARTICLES_PER_PAGE = 8;

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

/** Requests `count` distinct search keys of sweep `sweep`, `CONCURRENCY` at a time. */
async function sweepKeys(bffUrl: string, sweep: number, count: number): Promise<void> {
  const pool = new Pool(bffUrl, { connections: CONCURRENCY });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const key = next;
      next += 1;
      const query = new URLSearchParams({ inPutMessage: `sweep${sweep}-key${key}` }).toString();
      const response = await pool.request({ method: 'GET', path: `/cms/api/article/textSearch?${query}` });
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

interface MemoryReading {
  rss: number;
  heapTotal: number;
  external: number;
}

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\d+)`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]) / 1024 / 1024;
}

/** The BFF's memory in MB, from its own /metrics (prom-client's default process metrics). */
async function readMemory(bffUrl: string): Promise<MemoryReading> {
  const text = await (await fetch(`${bffUrl}/metrics`)).text();
  return {
    rss: metric(text, 'process_resident_memory_bytes'),
    heapTotal: metric(text, 'nodejs_heap_size_total_bytes'),
    external: metric(text, 'nodejs_external_memory_bytes'),
  };
}

function show(label: string, m: MemoryReading, extra = ''): void {
  const verdict = m.rss <= BUDGET_MB ? 'within budget' : 'OVER budget';
  console.log(
    `    ${label.padEnd(13)} resident ${fmt(m.rss, 1).padStart(6)} MB (${verdict})   V8 heap ${fmt(m.heapTotal, 1).padStart(5)} MB   buffers ${fmt(m.external, 1).padStart(6)} MB${extra}`,
  );
}

async function run(label: string, upstreamUrl: string, env: Readonly<Record<string, string>>): Promise<void> {
  const bff = await startBff(await closedPort(), {
    ...env,
    CMS_UPSTREAM_URL: upstreamUrl,
    CACHE_MAX_MB: String(CACHE_MAX_MB),
  });
  try {
    console.log(`  ${label}`);
    show('after start', await readMemory(bff.url));
    for (let sweep = 1; sweep <= SWEEPS; sweep += 1) {
      const started = performance.now();
      await sweepKeys(bff.url, sweep, KEYS_PER_SWEEP);
      show(`after sweep ${sweep}`, await readMemory(bff.url), `   (${seconds(started)})`);
    }
  } finally {
    await bff.stop();
  }
}

/**
 * Resident memory after sweeps of distinct keys that overfill the cache, against 2 × CACHE_MAX_MB + 100 MB;
 * once with the container's environment, whose MALLOC_MMAP_THRESHOLD_ has large blocks served by mmap
 * (freed answers go back to the system instead of fragmenting the heap), and once with glibc's defaults.
 */
export async function memory(): Promise<void> {
  const upstream = await ScriptedUpstream.start();
  const page = searchPage();
  upstream.script('article/textSearch', () => ({ raw: page }));
  try {
    console.log(
      `\nMemory: ${SWEEPS} sweeps of ${fmt(KEYS_PER_SWEEP)} new distinct keys each (~20 KB answers), ` +
        `CACHE_MAX_MB=${CACHE_MAX_MB}, budget ${BUDGET_MB} MB`,
    );
    const threshold = BENCH_ENV[MALLOC_VARIABLE];
    if (threshold === undefined) throw new Error(`the Dockerfile's final stage sets no ${MALLOC_VARIABLE}`);
    await run(
      `the container's ${MALLOC_VARIABLE}=${threshold} (blocks of that size and more mapped, returned on free):`,
      upstream.url,
      BENCH_ENV,
    );
    const { [MALLOC_VARIABLE]: _dropped, ...defaults } = BENCH_ENV;
    await run(`for comparison, glibc malloc defaults (${MALLOC_VARIABLE} unset):`, upstream.url, defaults);
  } finally {
    await upstream.close();
  }
}
