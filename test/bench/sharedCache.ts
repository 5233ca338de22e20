import { Agent, request } from 'undici';
import { closedPort } from '../helpers/closedPort.js';
import { RedisServer } from '../helpers/redisServer.js';
import { ScriptedUpstream } from '../helpers/scriptedUpstream.js';
import { fmt } from './format.js';
import { BENCH_ENV, startBff, type Target } from './processes.js';

const REDIS_ARGS = ['--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'];
const STAMPEDE_REQUESTS = 200;
const STAMPEDE_UPSTREAM_MS = 20;
const STAMPEDE_ROUNDS = 3;
const WORKLOAD_REQUESTS = 2000;
const WORKLOAD_KEYS = 400;
const LATENCY_KEYS = 500;
/** An article of about 20 KB, so entries carry their gzip and brotli copies. */
const CONTENT = `<p>${'The group designs, procures and builds chemical plants. '.repeat(350)}</p>`;

interface Get {
  status: number;
  ms: number;
}

async function timedGet(dispatcher: Agent, url: string): Promise<Get> {
  const started = performance.now();
  const response = await request(url, { dispatcher });
  await response.body.dump();
  return { status: response.statusCode, ms: performance.now() - started };
}

const detailUrl = (bff: Target, id: number): string => `${bff.url}/cms/api/article/detail?id=${id}`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** A counter per value of one of its labels (summed over the others), from the BFF's /metrics. */
async function counters(bff: Target, name: string, label: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${bff.url}/metrics`)).text();
  const found: Record<string, number> = {};
  for (const match of text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\d+)`, 'gm'))) {
    const value = new RegExp(`(?:^|,)${label}="([^"]*)"`).exec(match[1] ?? '')?.[1] ?? '';
    found[value] = (found[value] ?? 0) + Number(match[2]);
  }
  return found;
}

/** Two compiled BFFs in front of `upstream`, sharing `redis` when given. */
async function startPair(upstream: ScriptedUpstream, redis: RedisServer | null): Promise<Target[]> {
  const env = { ...BENCH_ENV, CMS_UPSTREAM_URL: upstream.url, ...(redis ? { CACHE_REDIS_URL: redis.url } : {}) };
  const first = await closedPort();
  let second = await closedPort();
  while (second === first) second = await closedPort();
  return Promise.all([startBff(first, env), startBff(second, env)]);
}

/** A seeded sequence (mulberry32), so both runs of the hit-rate workload ask for the same keys in the same order. */
function* seededKeys(count: number, keys: number): Generator<number> {
  let state = 20_261_124;
  for (let i = 0; i < count; i += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    yield 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * keys);
  }
}

/** Shared-cache errors of each replica, by operation, for the report. */
async function errorsOf(pair: readonly Target[]): Promise<string> {
  const all = await Promise.all(pair.map((bff) => counters(bff, 'bff_shared_cache_errors_total', 'op')));
  const total = all.map((errors) => Object.values(errors).reduce((sum, n) => sum + n, 0));
  return total.every((n) => n === 0)
    ? 'none'
    : all.map((errors, i) => `replica ${i + 1}: ${JSON.stringify(errors)}`).join(', ');
}

export async function stampedeOverBoth(redis: RedisServer, dispatcher: Agent): Promise<void> {
  const upstream = await ScriptedUpstream.start();
  upstream.script('article/detail', async (call) => {
    await new Promise((resolve) => setTimeout(resolve, STAMPEDE_UPSTREAM_MS));
    return { json: { code: 200, data: { id: Number(call.params.id), title: 'Stampede', content: '<p>x</p>' } } };
  });
  const pair = await startPair(upstream, redis);
  try {
    // Warm both: compiled hot paths, open connections, Redis scripts loaded.
    for (let i = 0; i < 200; i += 1) await timedGet(dispatcher, detailUrl(pair[i % 2] as Target, 100 + i));
    console.log(
      `  Stampede: ${STAMPEDE_REQUESTS} concurrent requests for one cold key, alternating between the two ` +
        `replicas, the upstream answering in ${STAMPEDE_UPSTREAM_MS} ms`,
    );
    for (let round = 1; round <= STAMPEDE_ROUNDS; round += 1) {
      const before = upstream.callsTo('article/detail');
      const id = 9000 + round;
      const gets = await Promise.all(
        Array.from({ length: STAMPEDE_REQUESTS }, (_, i) => timedGet(dispatcher, detailUrl(pair[i % 2] as Target, id))),
      );
      const times = gets.map((g) => g.ms).sort((a, b) => a - b);
      const failed = gets.filter((g) => g.status !== 200).length;
      console.log(
        `    round ${round}: upstream calls ${upstream.callsTo('article/detail') - before}, slowest answer ` +
          `${fmt(percentile(times, 100), 1)} ms, median ${fmt(percentile(times, 50), 1)} ms` +
          (failed ? `, ${failed} not 200!` : ''),
      );
    }
    console.log(`    shared-cache errors: ${await errorsOf(pair)}`);
  } finally {
    await Promise.all(pair.map((bff) => bff.stop()));
    await upstream.close();
  }
}

interface WorkloadResult {
  errors: string;
  hits: number;
  fromRedis: number;
  requests: number;
  upstreamCalls: number;
}

/** The seeded workload, round robin over a pair: the second replica's hits, and the CMS calls of both. */
async function workload(redis: RedisServer | null, dispatcher: Agent): Promise<WorkloadResult> {
  if (redis) await redis.flush();
  const upstream = await ScriptedUpstream.start();
  const pair = await startPair(upstream, redis);
  try {
    let i = 0;
    for (const id of seededKeys(WORKLOAD_REQUESTS, WORKLOAD_KEYS)) {
      const { status } = await timedGet(dispatcher, detailUrl(pair[i % 2] as Target, id));
      if (status !== 200) throw new Error(`HTTP ${status} in the hit-rate workload`);
      i += 1;
    }
    const events = await counters(pair[1] as Target, 'bff_cache_events_total', 'event');
    const reads = await counters(pair[1] as Target, 'bff_shared_cache_reads_total', 'result');
    const hits = (events.hit ?? 0) + (events.stale ?? 0);
    return {
      errors: await errorsOf(pair),
      hits,
      fromRedis: (reads.hit ?? 0) + (reads.stale ?? 0),
      requests: hits + (events.miss ?? 0),
      upstreamCalls: upstream.callsTo('article/detail'),
    };
  } finally {
    await Promise.all(pair.map((bff) => bff.stop()));
    await upstream.close();
  }
}

async function hitRate(redis: RedisServer, dispatcher: Agent): Promise<void> {
  console.log(
    `  Hit rate of one replica: ${fmt(WORKLOAD_REQUESTS)} requests for ${fmt(WORKLOAD_KEYS)} articles (seeded ` +
      `random order), round robin over two replicas; the second replica's hits`,
  );
  const without = await workload(null, dispatcher);
  const shared = await workload(redis, dispatcher);
  const pct = (part: number, whole: number): string => `${fmt((100 * part) / Math.max(1, whole), 1)} %`;
  console.log(
    `    without Redis   hits ${pct(without.hits, without.requests).padStart(6)} of ${fmt(without.requests)}, ` +
      `CMS calls (both replicas) ${fmt(without.upstreamCalls)}`,
  );
  console.log(
    `    with Redis      hits ${pct(shared.hits, shared.requests).padStart(6)} of ${fmt(shared.requests)} ` +
      `(${pct(shared.fromRedis, shared.requests)} from Redis), CMS calls (both replicas) ${fmt(shared.upstreamCalls)}; ` +
      `shared-cache errors: ${shared.errors}`,
  );
  console.log(`    CMS calls with / without Redis  ${fmt(shared.upstreamCalls / without.upstreamCalls, 2)}`);
}

/** Latency of one request at a time on the second replica: memory hit, Redis hit, CMS miss. */
async function latency(redis: RedisServer, dispatcher: Agent): Promise<void> {
  await redis.flush();
  const upstream = await ScriptedUpstream.start();
  upstream.script('article/detail', (call) => ({
    json: { code: 200, data: { id: Number(call.params.id), title: 'Latency', content: CONTENT } },
  }));
  const [first, second] = (await startPair(upstream, redis)) as [Target, Target];
  const time = async (bff: Target, id: number): Promise<number> => (await timedGet(dispatcher, detailUrl(bff, id))).ms;
  const sorted = (times: number[]): number[] => times.sort((a, b) => a - b);
  try {
    const size = (await (await fetch(detailUrl(first, 1))).arrayBuffer()).byteLength;
    // Warm-up of the measured replica (misses, then hits), then keys the first one puts in Redis.
    for (let i = 0; i < LATENCY_KEYS; i += 1) await time(second, 50_000 + i);
    for (let i = 0; i < LATENCY_KEYS; i += 1) await time(second, 50_000 + i);
    for (let i = 1; i <= LATENCY_KEYS; i += 1) await time(first, i);
    // The three kinds interleaved, so a busy moment of the machine weighs on all of them alike.
    const fromRedis: number[] = [];
    const fromMemory: number[] = [];
    const fromCms: number[] = [];
    for (let i = 1; i <= LATENCY_KEYS; i += 1) {
      fromRedis.push(await time(second, i));
      fromMemory.push(await time(second, i));
      fromCms.push(await time(second, 100_000 + i));
    }
    console.log(
      `  Latency of one request at a time on the second replica, ${fmt(LATENCY_KEYS)} keys each, a ${fmt(size)}-byte ` +
        'article (no Accept-Encoding):',
    );
    const row = (label: string, times: number[]): void =>
      console.log(
        `    ${label.padEnd(44)} p50 ${fmt(percentile(times, 50), 2).padStart(6)} ms   p99 ${fmt(percentile(times, 99), 2).padStart(6)} ms`,
      );
    row('memory hit', sorted(fromMemory));
    row('Redis hit (stored by the first replica)', sorted(fromRedis));
    row('CMS miss (Redis read and lock, CMS at once)', sorted(fromCms));
    console.log(
      `    Redis hit / memory hit, p50  ${fmt(percentile(fromRedis, 50) / percentile(fromMemory, 50), 2)}; ` +
        `CMS miss / Redis hit, p50  ${fmt(percentile(fromCms, 50) / percentile(fromRedis, 50), 2)}; ` +
        `shared-cache errors: ${await errorsOf([first, second])}`,
    );
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await upstream.close();
  }
}

/** Two BFF processes sharing one Redis (README, "Several replicas sharing one cache"): a stampede over both, one replica's hit rate, Redis hits. */
export async function sharedCache(): Promise<void> {
  const redis = await RedisServer.start(REDIS_ARGS);
  const dispatcher = new Agent({ connections: STAMPEDE_REQUESTS, keepAliveTimeout: 60_000 });
  try {
    const info = (await redis.command<Buffer>('INFO', 'server')).toString();
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
    console.log(
      `\nShared cache: two BFF processes sharing one redis-server ${version} on loopback (${REDIS_ARGS.join(' ')})`,
    );
    await stampedeOverBoth(redis, dispatcher);
    await hitRate(redis, dispatcher);
    await latency(redis, dispatcher);
  } finally {
    await dispatcher.close();
    await redis.stop();
  }
}
