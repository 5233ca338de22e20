import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Metadata } from 'sharp';
import { BffError, notFound } from '../errors/bffError.js';
import type { UpstreamClient, UpstreamFile } from '../upstream/upstreamClient.js';
import { pictureTooLarge, pictureUnreadable } from './imageErrors.js';
import type { ImageStore, OriginalMeta } from './imageStore.js';
import type { PictureFormat } from './outputFormat.js';
import { SingleFlight } from './singleFlight.js';
import { loadSharp, MAX_INPUT_PIXELS } from './sharpSettings.js';

/** Originals longer than this are not read into memory. */
export const DEFAULT_MAX_ORIGINAL_BYTES = 32 * 1024 * 1024;

/** The original of a variant, as the CMS has it now. */
export interface CurrentOriginal {
  /** Names this version: the CMS's entity tag, or a hash of the bytes when it sends none. */
  readonly version: string;
  /** The CMS's entity tag; null when it sends none. */
  readonly etag: string | null;
  readonly cacheControl: string | null;
  readonly format: PictureFormat;
  /** Width as displayed, after its orientation is applied. */
  readonly width: number;
  /** The bytes (from this exchange, the picture cache, or a second download if the cache let them go). */
  load(): Promise<Buffer>;
}

export interface OriginalsObserver {
  /** One exchange with the CMS: a full download, or `not_modified` (304) for an original already held. */
  onFetch(result: 'fetched' | 'not_modified'): void;
}

function headerOf(file: UpstreamFile, name: string): string | null {
  const value = file.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Whether the CMS lets a shared cache keep the file: nothing `private` or `no-store` is held. */
export function isShareable(cacheControl: string | null): boolean {
  return cacheControl === null || !/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(cacheControl);
}

const FORMATS: Readonly<Record<string, PictureFormat>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

function formatOf(metadata: Metadata): PictureFormat | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  return FORMATS[metadata.format] ?? null;
}

async function readBounded(body: Readable, declaredLength: string | null, maxBytes: number): Promise<Buffer> {
  const limit = `more than ${maxBytes} bytes`;
  if (declaredLength !== null && Number(declaredLength) > maxBytes) {
    body.destroy();
    throw pictureTooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) {
      body.destroy();
      throw pictureTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/** Format and displayed width of an original, from its header only; refuses what variants cannot be made of. */
async function inspect(bytes: Buffer): Promise<{ format: PictureFormat; width: number }> {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw pictureUnreadable(error);
  }
  const format = formatOf(metadata);
  const { width, height } = metadata.autoOrient ?? metadata;
  if (format === null || !width || !height) throw pictureUnreadable(new Error(`format ${metadata.format}`));
  if (width * height > MAX_INPUT_PIXELS) {
    throw pictureTooLarge(`${width} × ${height} pixels, more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  return { format, width };
}

const originalKey = (path: string): string => `original ${path}`;

/**
 * The originals of variants: each is downloaded once per entity tag and kept in the picture cache; while
 * it is held, the CMS is asked with `If-None-Match`, and a 304 reuses it. Concurrent requests for one file
 * share one exchange with the CMS.
 */
export class Originals {
  readonly #flights = new SingleFlight<CurrentOriginal>();

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly store: ImageStore,
    private readonly observer: OriginalsObserver,
    private readonly onStoreError: (error: unknown) => void,
    private readonly maxBytes: number = DEFAULT_MAX_ORIGINAL_BYTES,
  ) {}

  /**
   * Lets go of the original kept for `path` (a purge of its file): the next variant downloads it again. Its
   * variants stay until they are evicted; a new original's entity tag names new ones.
   */
  forget(path: string): void {
    this.store.delete(originalKey(path));
  }

  /** The original at `path` (decoded `segments`), as the CMS has it now. */
  current(path: string, segments: readonly string[]): Promise<CurrentOriginal> {
    return this.#flights.run(path, () => this.#revalidate(path, segments)).promise;
  }

  async #revalidate(path: string, segments: readonly string[]): Promise<CurrentOriginal> {
    const key = originalKey(path);
    const stored = this.store.meta(key);
    const held = stored?.kind === 'original' ? stored : undefined;
    const file = await this.upstream.openFile(segments, 'GET', held ? { 'if-none-match': held.etag } : {});
    if (file.status === 304 && held) {
      file.body.resume();
      this.observer.onFetch('not_modified');
      return this.#fromStore(key, held, segments);
    }
    return this.#fromDownload(key, file);
  }

  #fromStore(key: string, held: OriginalMeta, segments: readonly string[]): CurrentOriginal {
    // The variants asked for together share this original: one read, or one download if it was evicted.
    let loading: Promise<Buffer> | undefined;
    const load = async (): Promise<Buffer> => {
      const bytes = await this.store.read(key);
      if (bytes !== undefined) return bytes;
      // Evicted since the 304: download it again, unconditionally.
      const file = await this.upstream.openFile(segments, 'GET', {});
      return (await this.#fromDownload(key, file)).load();
    };
    return {
      version: held.etag,
      etag: held.etag,
      cacheControl: held.cacheControl,
      format: held.format,
      width: held.width,
      load: () => {
        loading ??= load();
        // A failed read is not kept: the next variant tries again.
        loading.catch(() => (loading = undefined));
        return loading;
      },
    };
  }

  async #fromDownload(key: string, file: UpstreamFile): Promise<CurrentOriginal> {
    if (file.status !== 200) {
      file.body.resume();
      if (file.status === 404 || file.status === 410) {
        this.store.delete(key);
        throw notFound({ en: 'File not found', zh: '文件不存在' });
      }
      throw new BffError(502, 'UPSTREAM_ERROR', {
        en: `The CMS answered with HTTP ${file.status}`,
        zh: `内容服务返回了 HTTP ${file.status} 错误`,
      });
    }
    const bytes = await readBounded(file.body, headerOf(file, 'content-length'), this.maxBytes);
    this.observer.onFetch('fetched');
    const { format, width } = await inspect(bytes);
    const etag = headerOf(file, 'etag');
    const cacheControl = headerOf(file, 'cache-control');
    if (etag !== null && isShareable(cacheControl)) {
      const meta: OriginalMeta = { kind: 'original', etag, format, width, cacheControl };
      try {
        await this.store.write(key, meta, bytes);
      } catch (error) {
        this.onStoreError(error);
      }
    } else {
      this.store.delete(key);
    }
    const version = etag ?? `sha1:${createHash('sha1').update(bytes).digest('base64url')}`;
    return { version, etag, cacheControl, format, width, load: async () => bytes };
  }
}
