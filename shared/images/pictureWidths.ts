/**
 * The widths, in pixels, of the picture variants the BFF makes (`/cms/files/<path>?w=<width>`). One fixed
 * list, shared by the server, which refuses any other width, and the pages, which name them in `srcset`:
 * a short list keeps the number of variants per picture, and so the work and the cache they take, small.
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The query parameter that asks for a variant. */
export const PICTURE_WIDTH_PARAM = 'w';

export function isPictureWidth(value: number): value is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(value);
}
