import type { PictureFormat } from './outputFormat.js';

/** An original as the CMS sent it, held so that a new variant of it needs no second download. */
export interface OriginalMeta {
  readonly kind: 'original';
  /** The CMS's entity tag: the original is asked for again with `If-None-Match`. */
  readonly etag: string;
  readonly format: PictureFormat;
  /** Width as displayed, after its orientation is applied. */
  readonly width: number;
  readonly cacheControl: string | null;
}

/** A variant, ready to send. */
export interface VariantMeta {
  readonly kind: 'variant';
  readonly contentType: string;
  /** The variant's own entity tag, derived from its key. */
  readonly etag: string;
  readonly width: number;
  readonly height: number;
}

export type StoredMeta = OriginalMeta | VariantMeta;

/**
 * The picture cache: byte blobs and what is known of them, under one bound in bytes, least recently used
 * first out. Metadata is always in memory, so a request learns whether a blob is there without reading it;
 * the bytes are in memory or in files (`memoryImageStore.ts`, `diskImageStore.ts`).
 */
export interface ImageStore {
  /** What is stored under a key (marking it used), or undefined. */
  meta(key: string): StoredMeta | undefined;
  /** The bytes under a key, or undefined when they are gone (evicted meanwhile, or a file removed). */
  read(key: string): Promise<Buffer | undefined>;
  /** Stores a blob; one larger than `maxEntryBytes` is not kept. */
  write(key: string, meta: StoredMeta, bytes: Buffer): Promise<void>;
  delete(key: string): void;
  /** Bytes held, as counted against the bound. */
  readonly bytes: number;
  readonly entries: number;
  readonly maxEntryBytes: number;
  close(): Promise<void>;
}

/** The share of the bound one blob may take: a single huge original must not empty the cache. */
export const MAX_ENTRY_SHARE = 4;

/** Bytes counted for an entry besides its blob: its key, its metadata and the cache's own bookkeeping. */
export function entryOverhead(key: string): number {
  return 256 + key.length * 2;
}
