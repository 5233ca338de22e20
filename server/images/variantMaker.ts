import pLimit, { type LimitFunction } from 'p-limit';
import { picturesBusy } from './imageErrors.js';
import type { PictureFormat } from './outputFormat.js';
import type { VariantSpec } from './variantSpec.js';
import { WorkerProcess, type WorkerOutput } from './workerProcess.js';

/**
 * Variants made at once. One: the worker runs libvips on one thread, so picture work takes at most one core
 * of the two, and pages and API answers keep the other.
 */
export const DEFAULT_IMAGE_CONCURRENCY = 1;
/** Variants waiting their turn before new ones are refused with 503 (a page asks for a dozen or so). */
export const DEFAULT_MAX_QUEUED = 200;

export type MadeVariant = WorkerOutput;

export interface VariantMakerOptions {
  concurrency?: number;
  maxQueued?: number;
}

/** Makes variants in the picture worker process, through a small queue. */
export class VariantMaker {
  readonly #limit: LimitFunction;
  readonly #maxQueued: number;
  readonly worker = new WorkerProcess();

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

  /** Queues one variant (a width or a card); refuses at once (503) when the queue is full. */
  make(original: Buffer, spec: VariantSpec, format: PictureFormat): Promise<MadeVariant> {
    return this.schedule(() => this.worker.make(original, spec, format));
  }

  /** Runs a job in the queue: at once when a place is free, after the jobs before it, or not at all (503). */
  schedule<T>(job: () => Promise<T>): Promise<T> {
    const full = this.#limit.activeCount >= this.#limit.concurrency && this.#limit.pendingCount >= this.#maxQueued;
    if (full) return Promise.reject(picturesBusy());
    return this.#limit(job);
  }

  async close(): Promise<void> {
    this.#limit.clearQueue();
    await this.worker.close();
  }
}
