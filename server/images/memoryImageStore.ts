import { LRUCache } from 'lru-cache';
import { entryOverhead, MAX_ENTRY_SHARE, type ImageStore, type StoredMeta } from './imageStore.js';

interface MemoryEntry {
  meta: StoredMeta;
  bytes: Buffer;
}

/** The picture cache in memory (no `IMAGE_CACHE_DIR`). */
export class MemoryImageStore implements ImageStore {
  readonly #cache: LRUCache<string, MemoryEntry>;
  readonly maxEntryBytes: number;

  constructor(maxBytes: number) {
    this.maxEntryBytes = Math.floor(maxBytes / MAX_ENTRY_SHARE);
    this.#cache = new LRUCache<string, MemoryEntry>({
      maxSize: maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (entry, key) => entry.bytes.length + entryOverhead(key),
    });
  }

  meta(key: string): StoredMeta | undefined {
    return this.#cache.get(key)?.meta;
  }

  async read(key: string): Promise<Buffer | undefined> {
    return this.#cache.get(key)?.bytes;
  }

  async write(key: string, meta: StoredMeta, bytes: Buffer): Promise<void> {
    if (bytes.length + entryOverhead(key) > this.maxEntryBytes) return;
    this.#cache.set(key, { meta, bytes });
  }

  delete(key: string): void {
    this.#cache.delete(key);
  }

  get bytes(): number {
    return this.#cache.calculatedSize;
  }

  get entries(): number {
    return this.#cache.size;
  }

  async close(): Promise<void> {
    this.#cache.clear();
  }
}
