import type autocannon from 'autocannon';
import { closedPort } from '../helpers/closedPort.js';
import { goal, interleaved, measure, median, ratio, row, type LoadResult } from './load.js';
import { BENCH_ENV, startBff, startTarget } from './processes.js';

const WARMUP_S = 2;
const MEASURE_S = 4;
const ROUNDS = 3;
const CONNECTIONS = 16;
const DETAIL_PATH = '/cms/api/article/detail';
const LIST_PATH = '/cms/api/article/findArticleList';

/** Goals of the miss path: misses per second, a share of what the upstream serves, CPU per list miss. */
const MISSES_GOAL = 1000;
const MISS_SHARE_GOAL = 0.8;
const LIST_MISS_CPU_GOAL_US = 1000;

/** As browsers ask: the miss makes the copy it sends (brotli, or gzip below brotli's threshold). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

type MissTarget = 'upstream' | 'bff' | 'bffBrowser' | 'upstreamList' | 'bffList' | 'bffListBrowser';

const LABELS: Record<MissTarget, string> = {
  upstream: 'upstream alone, article (POST form)',
  bff: 'BFF misses, article (GET)',
  bffBrowser: 'BFF misses, article, br/gzip',
  upstreamList: 'upstream alone, list (POST form)',
  bffList: 'BFF misses, list (GET)',
  bffListBrowser: 'BFF misses, list, br/gzip',
};

/**
 * Cache misses: every request names an article id (or a folder id) never asked before, so each one is a
 * call to the CMS, normalising, sanitising, serialising, compressing (when the request asks for it),
 * hashing and storing. The upstream answers from memory with no latency (`targets/zeroLatencyCms.ts`), and
 * its own rate, measured alone in turn with the BFF, is the ceiling. Without Accept-Encoding a miss makes
 * no compressed copy; with a browser's, it makes the one it sends.
 */
export async function missPath(): Promise<void> {
  const upstream = await startTarget('test/bench/targets/zeroLatencyCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: upstream.url });
  // One counter for all, so no id repeats anywhere in the run.
  let nextId = 1_000_000;
  const form = (path: string, field: string): autocannon.Options => ({
    url: upstream.url,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => ({ ...request, body: `${field}=${(nextId += 1)}` }),
      },
    ],
  });
  const get = (path: string, field: string, headers: Record<string, string> = {}): autocannon.Options => ({
    url: bff.url,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: `${path}?${field}=${(nextId += 1)}` }),
      },
    ],
  });
  const options: Record<MissTarget, autocannon.Options> = {
    upstream: form(DETAIL_PATH, 'id'),
    bff: get(DETAIL_PATH, 'id'),
    bffBrowser: get(DETAIL_PATH, 'id', BROWSER_HEADERS),
    upstreamList: form(LIST_PATH, 'folderId'),
    bffList: get(LIST_PATH, 'folderId'),
    bffListBrowser: get(LIST_PATH, 'folderId', BROWSER_HEADERS),
  };
  const pid = (target: MissTarget): number => (target.startsWith('upstream') ? upstream : bff).child.pid ?? 0;
  const run = (target: MissTarget, seconds: number): Promise<LoadResult> =>
    measure(pid(target), { ...options[target], connections: CONNECTIONS }, seconds);
  try {
    console.log(
      `\nCache misses: ${CONNECTIONS} connections, every request a distinct article or folder id (never cached), ` +
        `against an upstream answering from memory with no latency; ${ROUNDS} rounds of ${MEASURE_S} s each, in ` +
        `turn, medians`,
    );
    const targets = Object.keys(LABELS) as MissTarget[];
    for (const target of targets) await run(target, WARMUP_S);
    const results = await interleaved(targets, ROUNDS, (target) => run(target, MEASURE_S));
    for (const target of targets) console.log(row(LABELS[target], results[target]));
    const rps = (r: LoadResult): number => r.rps;
    console.log(goal('misses/s', median(results.bff.map(rps)), MISSES_GOAL, '>=', 0));
    console.log(goal('miss/upstream', ratio(results.bff, results.upstream, rps), MISS_SHARE_GOAL, '>='));
    console.log(
      `  miss/upstream, article with br/gzip ${ratio(results.bffBrowser, results.upstream, rps).toFixed(2)}; ` +
        `list ${ratio(results.bffList, results.upstreamList, rps).toFixed(2)}; ` +
        `list with br/gzip ${ratio(results.bffListBrowser, results.upstreamList, rps).toFixed(2)}`,
    );
    const cpu = (r: LoadResult): number => r.cpuUs;
    console.log(goal('list miss CPU µs', median(results.bffList.map(cpu)), LIST_MISS_CPU_GOAL_US, '<=', 0));
    console.log(
      goal('list miss CPU µs, br/gzip', median(results.bffListBrowser.map(cpu)), LIST_MISS_CPU_GOAL_US, '<=', 0),
    );
  } finally {
    await Promise.all([bff.stop(), upstream.stop()]);
  }
}
