import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { findProjectRoot } from '../../server/projectRoot.js';
import { closedPort } from '../helpers/closedPort.js';
import { edgeRequest } from '../helpers/edgeRequest.js';
import { Varnish } from '../helpers/varnish.js';

import { purges } from './edgePurges.js';
import { fmt } from './format.js';
import { measure, row, type LoadResult } from './load.js';
import { BENCH_ENV, startBff, startTarget, type Target } from './processes.js';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
/** What a browser sends: Varnish keeps gzip, so both sides are asked for it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip' };
const HIT_PATHS = { page: '/index/sy?lang=en', api: '/cms/api/article/findArticleList?folderId=25' };

const MIX_PAGES = 200;
const MIX_REQUESTS = 10_000;
const MIX_CONCURRENCY = 32;
const ANALYTICS = '_ga=GA1.1.2024.1; _gid=GA1.1.77; Hm_lvt_5f3e=1767225600; consent=analytics';
const COOKIE_SETS: (string | null)[] = [null, 'locale=en', 'locale=zh', ANALYTICS, `${ANALYTICS}; locale=en`];

/** A small seeded generator, so that every run asks for the same mix. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The demo content's page URLs in both languages: menus, lists and articles, Chinese bare, English `?lang=en`. */
function demoPages(): string[] {
  const content = join(findProjectRoot(), 'server', 'demo-cms', 'content');
  const urls = new Set<string>();
  type MenuItem = { jumpUrl?: string | null; children?: MenuItem[] };
  const menuUrls = (items: MenuItem[], suffix: string): void => {
    for (const item of items) {
      if (item.jumpUrl?.startsWith('/')) urls.add(`${item.jumpUrl}${suffix}`);
      menuUrls(item.children ?? [], suffix);
    }
  };
  for (const [lang, suffix] of [
    ['zh', ''],
    ['en', '?lang=en'],
  ] as const) {
    menuUrls(JSON.parse(readFileSync(join(content, lang, 'menus.json'), 'utf8')) as MenuItem[], suffix);
  }
  const articles: string[] = [];
  for (const [lang, suffix, file] of [
    ['zh', '', 'jtyw'],
    ['en', '?lang=en', 'ejtyw'],
    ['zh', '', 'mtjj'],
    ['en', '?lang=en', 'emtjj'],
    ['zh', '', 'qydt'],
    ['en', '?lang=en', 'eqydt'],
  ] as const) {
    const list = JSON.parse(readFileSync(join(content, lang, 'articles', `${file}.json`), 'utf8')) as { id: number }[];
    for (const article of list) articles.push(`/articledetail/${article.id}${suffix}`);
  }
  for (const url of articles) {
    if (urls.size >= MIX_PAGES) break;
    urls.add(url);
  }
  return [...urls].slice(0, MIX_PAGES);
}

async function hits(target: { url: string }, pid: number, path: string): Promise<LoadResult> {
  const options = { url: `${target.url}${path}`, connections: CONNECTIONS, headers: BROWSER_HEADERS };
  await autocannon({ ...options, duration: WARMUP_S });
  return measure(pid, options, MEASURE_S);
}

/**
 * Hits of one page and one API answer, from the BFF itself, from the edge in front of it, and from Varnish
 * with its built-in VCL alone in front of the same BFF (what the shipped VCL costs on a hit).
 */
async function hitThroughput(bff: Target, varnish: Varnish, builtin: Varnish): Promise<void> {
  console.log(
    `  Hits: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${MEASURE_S} s measured, Accept-Encoding: gzip ` +
      `(CPU: the serving process's time per answer: the BFF, or Varnish's cache process)`,
  );
  // The load generator is one Node process on the same cores: past some rate it, not the server, is the
  // limit, and the CPU per answer is the figure to compare.
  const varnishPid = await varnish.workerPid();
  const builtinPid = await builtin.workerPid();
  for (const [kind, path] of Object.entries(HIT_PATHS)) {
    const edgeState = (await edgeRequest(`${varnish.url}${path}`, { headers: BROWSER_HEADERS })).headers['x-cache'];
    const direct = await hits(bff, bff.child.pid ?? 0, path);
    const edge = await hits(varnish, varnishPid, path);
    const plain = await hits(builtin, builtinPid, path);
    const after = (await edgeRequest(`${varnish.url}${path}`, { headers: BROWSER_HEADERS })).headers['x-cache'];
    console.log(row(`${kind}: BFF hit`, [direct]));
    console.log(row(`${kind}: edge ${after ?? '?'}`, [edge]));
    console.log(row(`${kind}: built-in VCL`, [plain]));
    console.log(
      `  ${kind}: edge / built-in VCL, req/s ${fmt(edge.rps / plain.rps, 2)}, CPU per answer ` +
        `${fmt(edge.cpuUs / plain.cpuUs, 2)}`,
    );
    const kept = after === 'HIT' ? '' : `   (not kept at the edge: X-Cache ${edgeState ?? '?'} then ${after ?? '?'})`;
    console.log(
      `  ${kind}: edge / BFF, req/s ${fmt(edge.rps / direct.rps, 2)}, CPU per answer ` +
        `${fmt(edge.cpuUs / direct.cpuUs, 2)}   ${path}${kept}`,
    );
  }
}

/** BFF requests per 1,000 edge requests over a Zipf mix of the demo content's pages and the cookie sets. */
async function mixedLoad(varnish: Varnish): Promise<void> {
  const random = mulberry32(20260105);
  const pages = demoPages().sort(() => random() - 0.5);
  // Zipf (s = 1) over the pages' ranks: the k-th is asked 1/k as often as the first.
  const weights = pages.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const pickPage = (): string => {
    let r = random() * total;
    for (let k = 0; k < pages.length; k += 1) {
      r -= weights[k] ?? 0;
      if (r <= 0) return pages[k] ?? '/';
    }
    return pages[pages.length - 1] ?? '/';
  };
  const pool = new Agent({ connections: MIX_CONCURRENCY });
  console.log(
    `  Mixed load: ${pages.length} pages (menus, lists and articles of the demo content, Chinese bare and English ` +
      `?lang=en), Zipf s=1, cookies {none, locale=en, locale=zh, analytics, analytics+locale=en}, ` +
      `${MIX_CONCURRENCY} at once`,
  );
  try {
    for (const label of ['cold edge', 'warm edge']) {
      const before = await varnish.counters();
      const statuses = new Map<number, number>();
      // What the edge said of each answer (X-Cache): varnishstat's counters lag behind a busy worker's.
      const answers = new Map<string, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: MIX_CONCURRENCY }, async () => {
          for (let i = next++; i < MIX_REQUESTS; i = next++) {
            const cookie = COOKIE_SETS[Math.floor(random() * COOKIE_SETS.length)] ?? null;
            const answer = await request(`${varnish.url}${pickPage()}`, {
              headers: cookie === null ? {} : { cookie },
              dispatcher: pool,
            });
            await answer.body.dump();
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
            const xCache = String(answer.headers['x-cache'] ?? '?');
            answers.set(xCache, (answers.get(xCache) ?? 0) + 1);
          }
        }),
      );
      // A worker adds its counts to varnishstat's when it goes idle: let them.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await varnish.counters();
      const delta = (name: string): number => (after[name] ?? 0) - (before[name] ?? 0);
      const mix = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(
        `  ${label.padEnd(10)} ${fmt(MIX_REQUESTS)} requests: BFF requests per 1,000 edge requests ` +
          `${fmt((delta('MAIN.backend_req') * 1000) / MIX_REQUESTS, 1)}; edge hits ${fmt(delta('MAIN.cache_hit'))}, ` +
          `misses ${fmt(delta('MAIN.cache_miss'))}, hit-for-miss (answers not to be kept) ` +
          `${fmt(delta('MAIN.cache_hitmiss'))}, objects ${fmt(after['MAIN.n_object'] ?? 0)} (hit-for-miss ` +
          `markers included); statuses ${mix}`,
      );
      const hits = (answers.get('HIT') ?? 0) + (answers.get('HIT-STALE') ?? 0);
      console.log(
        `  ${''.padEnd(10)} answers by X-Cache: ${[...answers].map(([value, n]) => `${value} ${fmt(n)}`).join(', ')}; ` +
          `hit ratio ${fmt((hits * 100) / MIX_REQUESTS, 1)}%`,
      );
    }
  } finally {
    await pool.close();
  }
}

/**
 * The edge: Varnish with the shipped VCL in front of the compiled BFF (LOG_LEVEL=warn) and the demo CMS.
 * Hit throughput of the edge beside the BFF's own for the same page and API answer, BFF requests per
 * 1,000 edge requests over a mixed load, and the time from a purge to the new content at the edge.
 */
export async function edge(): Promise<void> {
  if (!existsSync(join(findProjectRoot(), 'client', 'dist-ssr', 'entry-server.js'))) {
    console.log('\nEdge: skipped, the client is not built (run `npm run build` first).');
    return;
  }
  console.log(
    `\nEdge: varnishd (deploy/varnish/default.vcl, malloc 64 MB) in front of the compiled BFF ` +
      `(LOG_LEVEL=${BENCH_ENV.LOG_LEVEL}) and the demo CMS, on loopback`,
  );
  const cms = await startTarget('test/bench/targets/demoCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url });
  const varnish = await Varnish.start({ backendPort: Number(new URL(bff.url).port) });
  const builtin = await Varnish.start({ backendPort: Number(new URL(bff.url).port), vcl: 'builtin' });
  try {
    await hitThroughput(bff, varnish, builtin);
    await builtin.stop();
    await mixedLoad(varnish);
  } finally {
    await Promise.all([varnish.stop(), builtin.stop()]);
    await Promise.all([bff.stop(), cms.stop()]);
  }
  await purges();
}
