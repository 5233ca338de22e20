import type { PictureFormat } from './outputFormat.js';
import type { PipelineFailure } from './variantPipeline.js';
import type { VariantSpec } from './variantSpec.js';

/** A job for the picture worker process. */
export interface WorkerJob {
  id: number;
  original: Uint8Array;
  spec: VariantSpec;
  format: PictureFormat;
}

/** The worker's answer to one job. */
export type WorkerAnswer =
  | { id: number; ok: true; bytes: Uint8Array; width: number; height: number; seconds: number }
  | { id: number; ok: false; failure: PipelineFailure; message: string };
