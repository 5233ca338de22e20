import { readFile } from 'node:fs/promises';

const MB = 1024 * 1024;

/** Resident memory of one process in MB, from /proc (NaN once it is gone). */
export async function residentMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The ids of a process's children (the picture worker, once the BFF has started it). */
export async function childrenOf(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text
      .split(' ')
      .filter((id) => id.trim() !== '')
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of the BFF's children together (0 when it has started none). */
export async function childrenResidentMb(pid: number): Promise<number> {
  let total = 0;
  for (const child of await childrenOf(pid)) total += (await residentMb(child)) || 0;
  return total;
}

/** What the BFF reports of itself on /metrics, in MB (entries as a count). */
export interface SelfReport {
  rss: number;
  heapUsed: number;
  external: number;
  cacheBytes: number;
  cacheEntries: number;
}

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]);
}

/** One unlabelled figure from the BFF's /metrics. */
export async function metricOf(bffUrl: string, name: string): Promise<number> {
  return metric(await (await fetch(`${bffUrl}/metrics`)).text(), name);
}

export async function selfReport(bffUrl: string): Promise<SelfReport> {
  const text = await (await fetch(`${bffUrl}/metrics`)).text();
  return {
    rss: metric(text, 'process_resident_memory_bytes') / MB,
    heapUsed: metric(text, 'nodejs_heap_size_used_bytes') / MB,
    external: metric(text, 'nodejs_external_memory_bytes') / MB,
    cacheBytes: metric(text, 'bff_cache_bytes') / MB,
    cacheEntries: metric(text, 'bff_cache_entries'),
  };
}

/** Samples a process's resident memory every `intervalMs` until stopped; the highest reading. */
export function peakSampler(pid: number, intervalMs: number): { stop(): Promise<number> } {
  let peak = 0;
  let reading: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    reading = residentMb(pid).then((mb) => {
      if (mb > peak) peak = mb;
    });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      const last = await residentMb(pid);
      return Math.max(peak, Number.isNaN(last) ? 0 : last);
    },
  };
}
