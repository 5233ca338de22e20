import { CMS_FILES_PREFIX } from '../api/endpointPaths.js';
import { PICTURE_WIDTHS, PICTURE_WIDTH_PARAM, type PictureWidth } from './pictureWidths.js';

/**
 * The `sizes` of the home page's banner pictures: the window's whole width. Shared, so that a preload of
 * the first banner picture (`imagesrcset` with `pictureSrcset`, `imagesizes`) picks the variant the page's
 * `<img>` does.
 */
export const HOME_BANNER_SIZES = '100vw';

/** File name endings of the raster pictures the BFF makes variants of; anything else passes through. */
export const RASTER_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'];

/** Whether a file name ends like a raster picture (`a.JPG` does, `a.svg`, `jpg` and `.jpg` do not). */
export function isRasterFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && RASTER_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * Whether a picture URL is one of the CMS's raster pictures served by the BFF (`/cms/files/….jpg`), of
 * which the BFF makes variants. Pictures on other hosts, SVGs and the app's own assets are not.
 */
export function isCmsRasterPicture(url: string): boolean {
  if (!url.startsWith(`${CMS_FILES_PREFIX}/`)) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return isRasterFileName(path.slice(path.lastIndexOf('/') + 1));
}

/** The address of a picture's variant of one width. */
export function pictureVariantUrl(url: string, width: PictureWidth): string {
  const [withoutFragment = url] = url.split('#', 1);
  return `${withoutFragment}${withoutFragment.includes('?') ? '&' : '?'}${PICTURE_WIDTH_PARAM}=${width}`;
}

/**
 * The `srcset` of a CMS picture: its variant at every width of the fixed list, so the browser picks the
 * smallest that fills the place `sizes` describes on that screen; null for a picture that has no variants.
 * The BFF never makes a variant wider than its original: for a small original the larger entries are the
 * original's width, which costs nothing but makes no picture sharper.
 */
export function pictureSrcset(url: string): string | null {
  if (!isCmsRasterPicture(url)) return null;
  return PICTURE_WIDTHS.map((width) => `${pictureVariantUrl(url, width)} ${width}w`).join(', ');
}
