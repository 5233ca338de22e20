import { Gauge, type Registry } from 'prom-client';
import type { MemoryBounds } from './memoryBounds.js';

/** What the picture gauges read when `/metrics` is scraped. */
export interface PictureGauges {
  cacheBytes(): number;
  cacheEntries(): number;
  running(): number;
  waiting(): number;
}

/** What the answer cache's gauges read when `/metrics` is scraped. */
export interface AnswerCacheGauges {
  bytes(): number;
  entries(): number;
}

/** Where the gauges read their values: the caches once they exist (null before), the configured bounds. */
export interface GaugeSources {
  answers(): AnswerCacheGauges | null;
  pictures(): PictureGauges | null;
  bounds: MemoryBounds | null;
}

/** A gauge whose value is read from its source at each scrape. */
function scraped(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect(): void {
      this.set(read());
    },
  });
}

/** The gauges of the caches, the picture queue and the memory bounds, read when `/metrics` is scraped. */
export function registerScrapedGauges(registry: Registry, sources: GaugeSources): void {
  scraped(
    registry,
    'bff_cache_bytes',
    'Bytes the answer cache counts for its entries (answers, pages, sitemaps, their copies), against CACHE_MAX_MB.',
    () => sources.answers()?.bytes() ?? 0,
  );
  scraped(registry, 'bff_cache_entries', 'Entries held by the answer cache.', () => sources.answers()?.entries() ?? 0);
  scraped(
    registry,
    'bff_image_cache_bytes',
    'Bytes held by the picture cache (variants and originals), against IMAGE_CACHE_MAX_MB.',
    () => sources.pictures()?.cacheBytes() ?? 0,
  );
  scraped(
    registry,
    'bff_image_cache_entries',
    'Variants and originals held by the picture cache.',
    () => sources.pictures()?.cacheEntries() ?? 0,
  );
  new Gauge({
    name: 'bff_image_queue_jobs',
    help: 'Picture variants being made (running) and waiting their turn (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect(): void {
      this.set({ state: 'running' }, sources.pictures()?.running() ?? 0);
      this.set({ state: 'waiting' }, sources.pictures()?.waiting() ?? 0);
    },
  });
  const bounds = sources.bounds;
  if (bounds === null) return;
  scraped(
    registry,
    'bff_cache_max_bytes',
    'The bound on the answer cache (CACHE_MAX_MB), in bytes: bff_cache_bytes stays under it.',
    () => bounds.cacheMaxBytes,
  );
  scraped(
    registry,
    'bff_resident_memory_bound_bytes',
    'The resident memory the BFF stays under: 2 x CACHE_MAX_MB + 100 MB, plus IMAGE_CACHE_MAX_MB when the picture cache is in memory.',
    () => bounds.residentBytes,
  );
}
