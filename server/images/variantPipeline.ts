import type { Sharp } from 'sharp';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../shared/images/shareCard.js';
import { CARD_JPEG_OPTIONS, ENCODER_OPTIONS, type PictureFormat } from './outputFormat.js';
import { loadSharp, MAX_INPUT_PIXELS } from './sharpSettings.js';
import type { VariantSpec } from './variantSpec.js';

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
 * A share card: exactly 1200 × 630, cropped to fill around what libvips finds most striking (the
 * `attention` strategy: detail, saturation, skin tones), so a photograph keeps its subject where a centred
 * crop of a wide banner may keep a patch of sky; a smaller original is enlarged, since crawlers refuse or
 * shrink cards under their size. Transparency goes onto white (a JPEG has none, and libvips would use black).
 */
function card(picture: Sharp): Sharp {
  return picture
    .resize({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg(CARD_JPEG_OPTIONS);
}

/**
 * One variant: orientation applied, the first frame of an animation; a width variant never wider than
 * the original, in the asked format; a card as `card` makes it. sharp writes no metadata unless asked,
 * and converts colours to sRGB.
 */
export async function makeVariant(original: Buffer, spec: VariantSpec, format: PictureFormat): Promise<PipelineOutput> {
  const sharp = await loadSharp();
  const picture = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const sized =
    spec.kind === 'card'
      ? card(picture)
      : picture.resize({ width: spec.width, withoutEnlargement: true }).toFormat(format, ENCODER_OPTIONS[format]);
  const { data, info } = await sized.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
