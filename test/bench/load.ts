import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { fmt } from './format.js';

/** One measured window against one server. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU time the server process spent per answered request (user + system), in microseconds. */
  cpuUs: number;
}

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU seconds (user + system) a process has used so far, or NaN where /proc is not available. */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return Number.NaN;
  }
}

/**
 * Loads a server for `seconds` and reports its rate, latency and the CPU its process spent per answer. The
 * CPU figure moves far less than the rate with the machine's other work, so it is the one to compare
 * between runs.
 */
export async function measure(pid: number, options: autocannon.Options, seconds: number): Promise<LoadResult> {
  const before = await cpuSeconds(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = (await cpuSeconds(pid)) - before;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs every target once per round, in turn, for `rounds` rounds: the machine's other work changes from
 * minute to minute, and interleaving lets each round compare targets measured seconds apart.
 */
export async function interleaved<K extends string>(
  targets: readonly K[],
  rounds: number,
  run: (target: K) => Promise<LoadResult>,
): Promise<Record<K, LoadResult[]>> {
  const results = Object.fromEntries(targets.map((t) => [t, [] as LoadResult[]])) as Record<K, LoadResult[]>;
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) results[target].push(await run(target));
  }
  return results;
}

/** The median of a per-round ratio between two targets' results. */
export function ratio(a: readonly LoadResult[], b: readonly LoadResult[], of: (r: LoadResult) => number): number {
  return median(a.map((r, i) => of(r) / of(b[i] ?? r)));
}

/** A table row: the median rate, latencies and CPU per answer of a target's rounds. */
export function row(label: string, results: readonly LoadResult[]): string {
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  const warning = non2xx ? `   (${non2xx} non-2xx!)` : '';
  const m = (of: (r: LoadResult) => number): number => median(results.map(of));
  return (
    `  ${label.padEnd(34)} ${fmt(m((r) => r.rps)).padStart(7)} req/s   p50 ${fmt(
      m((r) => r.p50),
      1,
    ).padStart(5)} ms` +
    `   p99 ${fmt(
      m((r) => r.p99),
      1,
    ).padStart(5)} ms   CPU ${fmt(m((r) => r.cpuUs)).padStart(5)} µs/answer${warning}`
  );
}

/** A figure beside its goal: `hit/bare-node 0.87 (goal >= 0.85) met`. */
export function goal(label: string, value: number, bound: number, direction: '>=' | '<=', digits = 2): string {
  const met = direction === '>=' ? value >= bound : value <= bound;
  return `  ${label} ${fmt(value, digits)} (goal ${direction} ${fmt(bound, digits)}) ${met ? 'met' : 'NOT met'}`;
}
