import type autocannon from 'autocannon';
import { closedPort } from '../helpers/closedPort.js';
import { goal, interleaved, measure, median, ratio, row, type LoadResult } from './load.js';
import { BENCH_ENV, startBff, startTarget } from './processes.js';

const WARMUP_S = 2;
const MEASURE_S = 4;
const ROUNDS = 3;
const CONNECTIONS = 16;
const DETAIL_PATH = '/cms/api/article/detail';

/** Goals of the miss path: misses per second on this machine, and a share of what the upstream serves. */
const MISSES_GOAL = 1000;
const MISS_SHARE_GOAL = 0.8;

type MissTarget = 'upstream' | 'bff';

/**
 * Cache misses: every request names an article id never asked before, so each one is a call to the CMS,
 * normalising, sanitising, serialising, compressing, hashing and storing. The upstream answers from memory
 * with no latency (`targets/zeroLatencyCms.ts`), and its own rate, measured alone in turn with the BFF, is
 * the ceiling.
 */
export async function missPath(): Promise<void> {
  const upstream = await startTarget('test/bench/targets/zeroLatencyCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: upstream.url });
  // One counter for both, so no id repeats anywhere in the run.
  let nextId = 1_000_000;
  const options: Record<MissTarget, autocannon.Options> = {
    upstream: {
      url: upstream.url,
      requests: [
        {
          method: 'POST',
          path: DETAIL_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({ ...request, body: `id=${(nextId += 1)}` }),
        },
      ],
    },
    bff: {
      url: bff.url,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: `${DETAIL_PATH}?id=${(nextId += 1)}` }) },
      ],
    },
  };
  const pids: Record<MissTarget, number> = { upstream: upstream.child.pid ?? 0, bff: bff.child.pid ?? 0 };
  const run = (target: MissTarget, seconds: number): Promise<LoadResult> =>
    measure(pids[target], { ...options[target], connections: CONNECTIONS }, seconds);
  try {
    console.log(
      `\nCache misses: ${CONNECTIONS} connections, every request a distinct article id (never cached), against an ` +
        `upstream answering from memory with no latency; ${ROUNDS} rounds of ${MEASURE_S} s each, in turn, medians`,
    );
    for (const target of ['upstream', 'bff'] as const) await run(target, WARMUP_S);
    const results = await interleaved(['upstream', 'bff'] as const, ROUNDS, (target) => run(target, MEASURE_S));
    console.log(row('upstream alone (POST form)', results.upstream));
    console.log(row('BFF misses (GET)', results.bff));
    console.log(goal('misses/s', median(results.bff.map((r) => r.rps)), MISSES_GOAL, '>=', 0));
    console.log(
      goal(
        'miss/upstream',
        ratio(results.bff, results.upstream, (r) => r.rps),
        MISS_SHARE_GOAL,
        '>=',
      ),
    );
  } finally {
    await Promise.all([bff.stop(), upstream.stop()]);
  }
}
