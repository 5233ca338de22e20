import { ENCODER_OPTIONS, type PictureFormat } from './outputFormat.js';
import { loadSharp, MAX_INPUT_PIXELS } from './sharpSettings.js';

export interface PipelineOutput {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why the pipeline failed: the limit, or anything else libvips could not do with the input. */
export type PipelineFailure = 'too_large' | 'unreadable';

export function failureOf(error: unknown): PipelineFailure {
  return error instanceof Error && /pixel limit/i.test(error.message) ? 'too_large' : 'unreadable';
}

/**
 * One variant: orientation applied, never wider than the original, the first frame of an animation, in
 * the asked format; sharp writes no metadata unless asked, and converts colours to sRGB.
 */
export async function makeVariant(original: Buffer, width: number, format: PictureFormat): Promise<PipelineOutput> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, ENCODER_OPTIONS[format])
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
