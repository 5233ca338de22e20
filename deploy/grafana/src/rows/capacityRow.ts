import { BFF, EDGE, rateOf, type RowSpec } from '../panelKit.js';

/** Headroom: memory against its bounds, the event loop, the shared tier, the replicas. */
export const CAPACITY_ROW: RowSpec = {
  title: 'Capacity',
  panels: [
    {
      title: 'Resident memory against its bound',
      description:
        'Resident memory of each BFF process (the picture worker is a process of its own) beside the bound it is sized to stay under: 2 × CACHE_MAX_MB + 100 MB, plus IMAGE_CACHE_MAX_MB when the picture cache is in memory (README, "Memory"). ' +
        'Good: under the bound, level once the caches are full. ' +
        "Bad: above 90% of the bound (MemoryNearBound), or a steady climb (MALLOC_MMAP_THRESHOLD_ missing, or a leak): past the container's limit the process is killed.",
      unit: 'bytes',
      min: 0,
      queries: [
        { expr: `process_resident_memory_bytes{${BFF}}`, legend: 'resident {{instance}}' },
        { expr: `bff_resident_memory_bound_bytes{${BFF}}`, legend: 'bound {{instance}}' },
      ],
    },
    {
      title: 'Answer cache against CACHE_MAX_MB',
      description:
        "Bytes of answers, pages, sitemaps and their compressed copies each replica's cache holds, beside CACHE_MAX_MB. " +
        'Good: under the bound; reaching it is normal on a busy site (the least recently used entries go). ' +
        "Bad: at the bound while the BFF's hit ratio falls: raise CACHE_MAX_MB, and the memory limit with it.",
      unit: 'bytes',
      min: 0,
      queries: [
        { expr: `bff_cache_bytes{${BFF}}`, legend: 'held {{instance}}' },
        { expr: `bff_cache_max_bytes{${BFF}}`, legend: 'CACHE_MAX_MB {{instance}}' },
      ],
    },
    {
      title: 'Event-loop lag',
      description:
        "How late each replica's event loop runs its timers, at the 99th percentile since the last scrape. " +
        'Good: a few milliseconds. ' +
        'Bad: above 100 ms: every request on that replica waits as long; the replica is short of CPU (more replicas), or something runs long without yielding.',
      unit: 's',
      min: 0,
      thresholds: { orange: 0.05, red: 0.1, rising: true },
      queries: [{ expr: `nodejs_eventloop_lag_p99_seconds{${BFF}}`, legend: 'p99 {{instance}}' }],
    },
    {
      title: 'Shared tier (Redis) reads',
      description:
        "Reads of Redis each second after a miss in a replica's memory (CACHE_REDIS_URL): hit (a fresh answer another replica stored), stale, miss (the CMS is called). " +
        'Good: hits above misses with several replicas. ' +
        'Bad: nearly all misses (Redis evicting: raise its maxmemory, watch evicted_keys), or no reads at all with Redis configured.',
      unit: 'reqps',
      stacked: true,
      queries: [{ expr: `sum by (result) (${rateOf('bff_shared_cache_reads_total', BFF)})`, legend: '{{result}}' }],
    },
    {
      title: 'Shared tier (Redis) errors',
      description:
        'Redis operations each second that failed, took longer than 100 ms, were skipped while Redis was down, or read something that is not an entry, by operation. ' +
        'Good: zero. ' +
        'Bad: any lasting value (SharedCacheFailing): the replicas work from their own memory and the CMS, and a purge reaches only the replica it is sent to.',
      unit: 'ops',
      stacked: true,
      queries: [{ expr: `sum by (op) (${rateOf('bff_shared_cache_errors_total', BFF)})`, legend: '{{op}}' }],
    },
    {
      title: 'Replicas up',
      description:
        "BFF replicas that answered Prometheus's last scrape, against those it scrapes, and the edge's exporter. " +
        'Good: every replica up. ' +
        'Bad: fewer up than scraped (ReplicaDown): the edge sends the traffic to the others, which carry its load; an exporter down leaves the edge panels empty.',
      unit: 'short',
      stat: true,
      queries: [
        { expr: `sum(up{${BFF}})`, legend: 'BFF replicas up' },
        { expr: `count(up{${BFF}})`, legend: 'BFF replicas scraped' },
        { expr: `sum(up{${EDGE}})`, legend: 'edge exporters up' },
      ],
    },
  ],
};
