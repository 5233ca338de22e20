import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { goal, interleaved, measure, median, ratio, row, type LoadResult } from './load.js';
import { BENCH_ENV, MALLOC_VARIABLE, startBff, startTarget, type Target } from './processes.js';

const WARMUP_S = 2;
const MEASURE_S = 4;
const ROUNDS = 3;
const CONNECTIONS = 50;
/** A column page as the site shows it: ten articles of an odd folder (the top-level list reading). */
const LIST_PATH = '/cms/api/article/findArticleList';
const LIST_QUERY = 'folderId=25';

/** Goals of the hit path: a share of the bare `node:http` ceiling, its p99, and the price of access logs. */
const HIT_GOAL = 0.85;
const HIT_P99_GOAL_MS = 5;
const INFO_GOAL = 0.9;

type HitTarget = 'bff' | 'bffInfo' | 'bffMalloc' | 'bareNode' | 'bareFastify' | 'cms';

const LABELS: Record<HitTarget, string> = {
  bff: 'BFF cache hit (GET, LOG_LEVEL=warn)',
  bffInfo: 'BFF cache hit (GET, LOG_LEVEL=info)',
  bffMalloc: `BFF cache hit, ${MALLOC_VARIABLE} unset`,
  bareNode: 'bare node:http, same bytes',
  bareFastify: 'bare Fastify, same bytes',
  cms: 'demo CMS direct (POST form)',
};

/**
 * Cache-hit throughput of the BFF against a bare `node:http` server and a bare Fastify route sending the
 * same bytes from memory, and direct demo CMS calls; the BFF once with warn-level logs, once with an
 * access line per request (info), and once without the image's malloc setting, whose price it shows.
 */
export async function throughput(): Promise<void> {
  const cms = await startTarget('test/bench/targets/demoCms.ts');
  const env = { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url };
  const mallocDefaults = Object.fromEntries(Object.entries(env).filter(([name]) => name !== MALLOC_VARIABLE));
  const [bff, bffInfo, bffMalloc] = await Promise.all([
    startBff(await closedPort(), env),
    startBff(await closedPort(), { ...env, LOG_LEVEL: 'info' }),
    startBff(await closedPort(), mallocDefaults),
  ]);
  const bodyFile = join(tmpdir(), `bff-bench-body-${process.pid}.json`);
  const body = Buffer.from(await (await fetch(`${bff.url}${LIST_PATH}?${LIST_QUERY}`)).arrayBuffer());
  await writeFile(bodyFile, body);
  const [bareNode, bareFastify] = await Promise.all([
    startTarget('test/bench/targets/bareNode.ts', { BENCH_BODY_FILE: bodyFile }),
    startTarget('test/bench/targets/bareRoute.ts', { BENCH_BODY_FILE: bodyFile }),
  ]);
  const hit: autocannon.Options = { url: `${bff.url}${LIST_PATH}?${LIST_QUERY}` };
  const loads: Record<HitTarget, [Target, autocannon.Options]> = {
    bff: [bff, hit],
    bffInfo: [bffInfo, { url: `${bffInfo.url}${LIST_PATH}?${LIST_QUERY}` }],
    bffMalloc: [bffMalloc, { url: `${bffMalloc.url}${LIST_PATH}?${LIST_QUERY}` }],
    bareNode: [bareNode, { url: `${bareNode.url}/fixed` }],
    bareFastify: [bareFastify, { url: `${bareFastify.url}/fixed` }],
    cms: [
      cms,
      {
        url: `${cms.url}${LIST_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${LIST_QUERY}&nowPage=1&pageSize=10`,
      },
    ],
  };
  try {
    console.log(
      `\nCache hits: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${MEASURE_S} s per target taken in turn ` +
        `(after ${WARMUP_S} s of warm-up each), medians; a ${fmt(body.length)}-byte list answer (no ` +
        `Accept-Encoding, so identical bytes everywhere). CPU: the server process's time per answer.`,
    );
    const targets = Object.keys(LABELS) as HitTarget[];
    const run = (target: HitTarget, seconds: number): Promise<LoadResult> => {
      const [server, options] = loads[target];
      return measure(server.child.pid ?? 0, { ...options, connections: CONNECTIONS }, seconds);
    };
    for (const target of targets) await run(target, WARMUP_S);
    const results = await interleaved(targets, ROUNDS, (target) => run(target, MEASURE_S));
    for (const target of targets) console.log(row(LABELS[target], results[target]));
    const rps = (r: LoadResult): number => r.rps;
    console.log(goal('hit/bare-node', ratio(results.bff, results.bareNode, rps), HIT_GOAL, '>='));
    console.log(goal('hit p99 ms', median(results.bff.map((r) => r.p99)), HIT_P99_GOAL_MS, '<=', 1));
    console.log(goal('info/warn', ratio(results.bffInfo, results.bff, rps), INFO_GOAL, '>='));
    console.log(
      `  hit with ${MALLOC_VARIABLE} unset/bare-node ${fmt(ratio(results.bffMalloc, results.bareNode, rps), 2)}`,
    );
    console.log(`  hit/bare-fastify ${fmt(ratio(results.bff, results.bareFastify, rps), 2)}`);
    console.log(`  hit/demo-cms-direct ${fmt(ratio(results.bff, results.cms, rps), 2)}`);
  } finally {
    await Promise.all([bff.stop(), bffInfo.stop(), bffMalloc.stop(), cms.stop(), bareNode.stop(), bareFastify.stop()]);
    await rm(bodyFile, { force: true });
  }
}
