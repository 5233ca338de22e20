import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { entryOverhead, MAX_ENTRY_SHARE, type ImageStore, type StoredMeta } from './imageStore.js';

interface DiskEntry {
  meta: StoredMeta;
  file: string;
  size: number;
}

/** The names this store gives its files; nothing else in the directory is ever removed. */
const OWN_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:img|tmp)$/;

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * The picture cache in files under `IMAGE_CACHE_DIR`, for sites whose pictures outgrow memory. The index
 * (key, metadata, file, size) is in memory and bounded by the bytes of the files; a file is deleted when its
 * entry leaves the index. Each write gets a new file name, so a replaced entry never deletes its successor.
 * The index starts empty, so the files a previous process left are deleted at start.
 */
export class DiskImageStore implements ImageStore {
  readonly #index: LRUCache<string, DiskEntry>;
  /** Deletions under way; a write waits for those it caused, so the directory never holds more than the bound. */
  readonly #deleting = new Set<Promise<void>>();
  readonly maxEntryBytes: number;

  private constructor(
    private readonly dir: string,
    maxBytes: number,
  ) {
    this.maxEntryBytes = Math.floor(maxBytes / MAX_ENTRY_SHARE);
    this.#index = new LRUCache<string, DiskEntry>({
      maxSize: maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (entry, key) => entry.size + entryOverhead(key),
      dispose: (entry) => this.#deleteFile(entry.file),
    });
  }

  /** A store over `dir` (which exists: the configuration made it), emptied of this store's old files. */
  static async open(dir: string, maxBytes: number): Promise<DiskImageStore> {
    const names = await readdir(dir);
    await Promise.all(names.filter((name) => OWN_FILE.test(name)).map((name) => rm(join(dir, name), { force: true })));
    return new DiskImageStore(dir, maxBytes);
  }

  meta(key: string): StoredMeta | undefined {
    return this.#index.get(key)?.meta;
  }

  async read(key: string): Promise<Buffer | undefined> {
    const entry = this.#index.get(key);
    if (entry === undefined) return undefined;
    try {
      return await readFile(join(this.dir, entry.file));
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Removed behind the store's back: forget it, and the caller makes it again.
      if (this.#index.peek(key) === entry) this.#index.delete(key);
      return undefined;
    }
  }

  async write(key: string, meta: StoredMeta, bytes: Buffer): Promise<void> {
    if (bytes.length + entryOverhead(key) > this.maxEntryBytes) return;
    const id = randomUUID();
    const file = `${id}.img`;
    const temporary = join(this.dir, `${id}.tmp`);
    // Written under another name first, so a reader never sees half a file.
    await writeFile(temporary, bytes);
    await rename(temporary, join(this.dir, file));
    this.#index.set(key, { meta, file, size: bytes.length });
    await this.#settled();
  }

  delete(key: string): void {
    this.#index.delete(key);
  }

  get bytes(): number {
    return this.#index.calculatedSize;
  }

  get entries(): number {
    return this.#index.size;
  }

  async close(): Promise<void> {
    await this.#settled();
  }

  #deleteFile(file: string): void {
    const deletion = rm(join(this.dir, file), { force: true }).then(
      () => undefined,
      () => undefined,
    );
    this.#deleting.add(deletion);
    void deletion.finally(() => this.#deleting.delete(deletion));
  }

  async #settled(): Promise<void> {
    while (this.#deleting.size > 0) await Promise.all([...this.#deleting]);
  }
}
