import {
  isPictureWidth,
  PICTURE_WIDTHS,
  PICTURE_WIDTH_PARAM,
  type PictureWidth,
} from '../../shared/images/pictureWidths.js';
import { isRasterFileName } from '../../shared/images/cmsPicture.js';
import { badRequest } from '../errors/bffError.js';

const BAD_WIDTH = {
  en: `The picture width ${PICTURE_WIDTH_PARAM} must be one of ${PICTURE_WIDTHS.join(', ')}`,
  zh: `图片宽度 ${PICTURE_WIDTH_PARAM} 只能是 ${PICTURE_WIDTHS.join('、')} 之一`,
};

/**
 * The variant width a file request asks for (`?w=640`), or null when it asks for none. Any value but one
 * of the fixed widths, written once in plain digits without leading zeros, is refused, so no request can have the server render
 * a size of its choosing; other parameters are ignored, as they are without `w`.
 */
export function requestedWidth(rawUrl: string): PictureWidth | null {
  const mark = rawUrl.indexOf('?');
  if (mark < 0) return null;
  const values = new URLSearchParams(rawUrl.slice(mark + 1)).getAll(PICTURE_WIDTH_PARAM);
  if (values.length === 0) return null;
  const [value] = values;
  const width = values.length === 1 && value !== undefined && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!isPictureWidth(width)) throw badRequest(BAD_WIDTH);
  return width;
}

/**
 * Whether a file is a raster picture the BFF makes variants of, by its name: the decision is taken before
 * the CMS is asked, so SVGs and documents keep streaming untouched, whatever `w` says.
 */
export function isRasterPath(segments: readonly string[]): boolean {
  return isRasterFileName(segments[segments.length - 1] ?? '');
}
