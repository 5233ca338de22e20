import {
  isPictureWidth,
  PICTURE_WIDTHS,
  PICTURE_WIDTH_PARAM,
  type PictureWidth,
} from '../../shared/images/pictureWidths.js';
import { isRasterFileName } from '../../shared/images/cmsPicture.js';
import { SHARE_CARD_PARAM, SHARE_CARD_VALUE } from '../../shared/images/shareCard.js';
import { badRequest } from '../errors/bffError.js';
import { CARD_SPEC, widthSpec, type VariantSpec } from './variantSpec.js';

const BAD_WIDTH = {
  en: `The picture width ${PICTURE_WIDTH_PARAM} must be one of ${PICTURE_WIDTHS.join(', ')}`,
  zh: `图片宽度 ${PICTURE_WIDTH_PARAM} 只能是 ${PICTURE_WIDTHS.join('、')} 之一`,
};
const BAD_CARD = {
  en: `The share card parameter ${SHARE_CARD_PARAM} must be ${SHARE_CARD_VALUE}`,
  zh: `分享卡片参数 ${SHARE_CARD_PARAM} 只能是 ${SHARE_CARD_VALUE}`,
};
const WIDTH_AND_CARD = {
  en: `A picture request names a width (${PICTURE_WIDTH_PARAM}) or a share card (${SHARE_CARD_PARAM}), not both`,
  zh: `图片请求只能指定宽度（${PICTURE_WIDTH_PARAM}）或分享卡片（${SHARE_CARD_PARAM}）之一`,
};

function queryOf(rawUrl: string): URLSearchParams | null {
  const mark = rawUrl.indexOf('?');
  return mark < 0 ? null : new URLSearchParams(rawUrl.slice(mark + 1));
}

/**
 * The variant width a file request asks for (`?w=640`), or null when it asks for none. Any value but one
 * of the fixed widths, written once in plain digits without leading zeros, is refused, so no request can have the server render
 * a size of its choosing; other parameters are ignored, as they are without `w`.
 */
export function requestedWidth(rawUrl: string): PictureWidth | null {
  const values = queryOf(rawUrl)?.getAll(PICTURE_WIDTH_PARAM) ?? [];
  if (values.length === 0) return null;
  const [value] = values;
  const width = values.length === 1 && value !== undefined && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!isPictureWidth(width)) throw badRequest(BAD_WIDTH);
  return width;
}

/**
 * The variant a file request asks for: a width (`?w=`, see `requestedWidth`), the share card (`?card=1`,
 * exactly once, that value only), or null for the file itself. Both at once are refused: a card has one
 * size, and a second name for it would be a second copy in every cache.
 */
export function requestedVariant(rawUrl: string): VariantSpec | null {
  const cards = queryOf(rawUrl)?.getAll(SHARE_CARD_PARAM) ?? [];
  const width = requestedWidth(rawUrl);
  if (cards.length === 0) return width === null ? null : widthSpec(width);
  if (cards.length !== 1 || cards[0] !== SHARE_CARD_VALUE) throw badRequest(BAD_CARD);
  if (width !== null) throw badRequest(WIDTH_AND_CARD);
  return CARD_SPEC;
}

/**
 * Whether a file is a raster picture the BFF makes variants of, by its name: the decision is taken before
 * the CMS is asked, so SVGs and documents keep streaming untouched, whatever `w` says.
 */
export function isRasterPath(segments: readonly string[]): boolean {
  return isRasterFileName(segments[segments.length - 1] ?? '');
}
