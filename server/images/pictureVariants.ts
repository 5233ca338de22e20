import { createHash } from 'node:crypto';
import type { UpstreamClient } from '../upstream/upstreamClient.js';
import { PictureError } from './imageErrors.js';
import type { ImageStore, VariantMeta } from './imageStore.js';
import { isShareable, Originals, type CurrentOriginal } from './originals.js';
import { MEDIA_TYPES, negotiateFormat, type PictureFormat } from './outputFormat.js';
import { SingleFlight } from './singleFlight.js';
import { VariantMaker, type VariantMakerOptions } from './variantMaker.js';
import { widthSpec, type VariantKind, type VariantSpec } from './variantSpec.js';

export interface PicturesOptions extends VariantMakerOptions {
  /** Originals longer than this answer 413 (`DEFAULT_MAX_ORIGINAL_BYTES`). */
  maxOriginalBytes?: number;
}

export type VariantEvent = 'made' | 'hit' | 'error' | 'fallback';

/**
 * `Cache-Control` of the original sent in a variant's place (the queue full, the worker gone): browsers and
 * edges keep it ten seconds, then ask again for the real variant.
 */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=10';

export interface PicturesObserver {
  /** One exchange with the CMS for an original: a download, or a 304 for one already held. */
  onOriginal(result: 'fetched' | 'not_modified'): void;
  /**
   * One answer, of a width variant or a share card: a variant made for it, one served from the cache (or
   * shared with the request making it), the original in its place (`fallback`), or a failure of the original.
   */
  onVariant(event: VariantEvent, kind: VariantKind): void;
  /** Seconds spent making one variant (queue wait left out). */
  onMade(format: PictureFormat, kind: VariantKind, seconds: number): void;
  /** A failure to keep something in the picture cache; the answer is sent all the same. */
  onStoreError(error: unknown): void;
}

export interface ServedVariant {
  bytes: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string | null;
  format: PictureFormat;
  width: number;
  /** A width variant's format follows `Accept`; a card's does not. */
  kind: VariantKind;
  /** Whether this request made it. */
  made: boolean;
  /** The original, sent because no variant could be made now. */
  fallback: boolean;
}

/** The BFF's own refusals (the queue full, the worker stopped): the original can still be sent. */
const isOwnRefusal = (error: unknown): boolean => error instanceof PictureError && error.status === 503;

interface Made {
  meta: VariantMeta;
  bytes: Buffer;
}

/**
 * What a variant is made from, as a key of the picture cache: a width variant by its width, a card by the
 * word `card` in that place.
 */
function variantKey(path: string, version: string, size: number | 'card', format: PictureFormat): string {
  return `variant ${JSON.stringify([path, version, size, format])}`;
}

/** A strong entity tag for a variant: its key names the original's version, the width and the format. */
function variantEtag(key: string): string {
  return `"${createHash('sha1').update(key).digest('base64url')}"`;
}

/**
 * Picture variants (`/cms/files/<path>?w=<width>`) and share cards (`?card=1`): the original as the CMS has
 * it now (`Originals`), then the variant from the picture cache, or made once however many requests ask
 * for it at the same time.
 */
export class PictureVariants {
  readonly originals: Originals;
  readonly maker: VariantMaker;
  readonly #flights = new SingleFlight<Made>();

  constructor(
    upstream: UpstreamClient,
    readonly store: ImageStore,
    private readonly observer: PicturesObserver,
    options: PicturesOptions = {},
  ) {
    this.originals = new Originals(
      upstream,
      store,
      { onFetch: (result) => observer.onOriginal(result) },
      (error) => observer.onStoreError(error),
      options.maxOriginalBytes,
    );
    this.maker = new VariantMaker(options);
  }

  /**
   * The variant `spec` names of the file at `path` (decoded `segments`): at most `spec.width` wide, in a
   * format `accept` takes, or the file's share card, a JPEG whatever `accept` says.
   */
  async variant(
    path: string,
    segments: readonly string[],
    spec: VariantSpec,
    accept: string | undefined,
  ): Promise<ServedVariant> {
    const { kind } = spec;
    try {
      const original = await this.originals.current(path, segments);
      // A width never wider than the original: every larger width is the same variant, made once. A card
      // has one size and one format, whatever the request accepts.
      const sized = spec.kind === 'card' ? spec : widthSpec(Math.min(spec.width, original.width));
      const format = sized.kind === 'card' ? 'jpeg' : negotiateFormat(accept, original.format);
      const key = variantKey(path, original.version, sized.kind === 'card' ? 'card' : sized.width, format);
      const keep = isShareable(original.cacheControl);
      let found = keep ? await this.#stored(key) : undefined;
      let madeNow = false;
      if (found === undefined) {
        const flight = this.#flights.run(key, () => this.#make(key, original, sized, format, keep));
        try {
          found = await flight.promise;
        } catch (error) {
          if (!isOwnRefusal(error)) throw error;
          const instead = await this.#originalInstead(path, original, kind);
          this.observer.onVariant('fallback', kind);
          return instead;
        }
        madeNow = flight.started;
      }
      this.observer.onVariant(madeNow ? 'made' : 'hit', kind);
      return {
        bytes: found.bytes,
        contentType: found.meta.contentType,
        etag: found.meta.etag,
        // The original's own rule: the variant's URL does not name the original's version, so a browser or a
        // CDN must not keep it past the original's lifetime (it asks again with the variant's entity tag).
        cacheControl: original.cacheControl,
        format,
        width: found.meta.width,
        kind,
        made: madeNow,
        fallback: false,
      };
    } catch (error) {
      if (error instanceof PictureError) this.observer.onVariant('error', kind);
      throw error;
    }
  }

  /**
   * The original in a variant's place, kept only briefly by browsers and edges (`FALLBACK_CACHE_CONTROL`,
   * the original's own rule when it is private), with an entity tag of its own; it fails only when the
   * original cannot be had.
   */
  async #originalInstead(path: string, original: CurrentOriginal, kind: VariantKind): Promise<ServedVariant> {
    return {
      bytes: await original.load(),
      contentType: MEDIA_TYPES[original.format],
      etag: variantEtag(`original ${JSON.stringify([path, original.version])}`),
      cacheControl: isShareable(original.cacheControl) ? FALLBACK_CACHE_CONTROL : original.cacheControl,
      format: original.format,
      width: original.width,
      kind,
      made: false,
      fallback: true,
    };
  }

  async #stored(key: string): Promise<Made | undefined> {
    const meta = this.store.meta(key);
    if (meta?.kind !== 'variant') return undefined;
    const bytes = await this.store.read(key);
    return bytes === undefined ? undefined : { meta, bytes };
  }

  async #make(
    key: string,
    original: CurrentOriginal,
    spec: VariantSpec,
    format: PictureFormat,
    keep: boolean,
  ): Promise<Made> {
    const made = await this.maker.make(await original.load(), spec, format);
    this.observer.onMade(format, spec.kind, made.seconds);
    const meta: VariantMeta = {
      kind: 'variant',
      contentType: MEDIA_TYPES[format],
      etag: variantEtag(key),
      width: made.width,
      height: made.height,
    };
    if (keep) {
      try {
        await this.store.write(key, meta, made.bytes);
      } catch (error) {
        this.observer.onStoreError(error);
      }
    }
    return { meta, bytes: made.bytes };
  }
}
