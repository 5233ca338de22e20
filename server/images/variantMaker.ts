import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { picturesBusy, pictureTooLarge, pictureUnreadable } from './imageErrors.js';
import { MAX_INPUT_PIXELS } from './originals.js';
import { ENCODER_OPTIONS, type PictureFormat } from './outputFormat.js';

/**
 * Variants made at once. One: with libvips on one thread too (`sharpSettings.ts`), picture work takes at
 * most one core of the two, and pages and API answers keep the other.
 */
export const DEFAULT_IMAGE_CONCURRENCY = 1;
/** Variants waiting their turn before new ones are refused with 503 (a page asks for a dozen or so). */
export const DEFAULT_MAX_QUEUED = 200;

export interface MadeVariant {
  bytes: Buffer;
  width: number;
  height: number;
  /** Seconds of work, without the wait in the queue. */
  seconds: number;
}

export interface VariantMakerOptions {
  concurrency?: number;
  maxQueued?: number;
}

/**
 * Makes variants with sharp in a small queue: orientation applied, never wider than the original, metadata
 * left out (sharp writes none unless asked), the first frame of an animation, in the asked format.
 */
export class VariantMaker {
  readonly #limit: LimitFunction;
  readonly #maxQueued: number;

  constructor(options: VariantMakerOptions = {}) {
    this.#limit = pLimit(options.concurrency ?? DEFAULT_IMAGE_CONCURRENCY);
    this.#maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED;
  }

  /** Jobs running and waiting. */
  get running(): number {
    return this.#limit.activeCount;
  }

  get waiting(): number {
    return this.#limit.pendingCount;
  }

  /** Queues one variant; refuses at once (503) when the queue is full. */
  make(original: Buffer, width: number, format: PictureFormat): Promise<MadeVariant> {
    return this.schedule(() => this.#run(original, width, format));
  }

  /** Runs a job in the queue: at once when a place is free, after the jobs before it, or not at all (503). */
  schedule<T>(job: () => Promise<T>): Promise<T> {
    const full = this.#limit.activeCount >= this.#limit.concurrency && this.#limit.pendingCount >= this.#maxQueued;
    if (full) return Promise.reject(picturesBusy());
    return this.#limit(job);
  }

  async #run(original: Buffer, width: number, format: PictureFormat): Promise<MadeVariant> {
    const started = performance.now();
    try {
      const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, ENCODER_OPTIONS[format])
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height, seconds: (performance.now() - started) / 1000 };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw pictureTooLarge('pixel limit', error);
      throw pictureUnreadable(error);
    }
  }
}
