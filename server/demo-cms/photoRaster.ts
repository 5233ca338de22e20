import sharp from 'sharp';

/**
 * Photographs and banners as a CMS holds them: JPEGs 1920 pixels wide (the usual upload size of a picture
 * for the web), high quality, drawn from the pack's SVG artwork.
 */
export const PHOTO_WIDTH = 1920;
const PHOTO_JPEG = { quality: 85, mozjpeg: true } as const;
/** Everything a drawing depends on besides the SVG (`photoCache.ts` keys its files with it). */
export const PHOTO_SETTINGS = { width: PHOTO_WIDTH, jpeg: PHOTO_JPEG, background: '#ffffff' } as const;
/** SVG's unit: sharp draws an SVG at 72 dots per inch for its own size. */
const SVG_DPI = 72;

/** Draws an SVG at `PHOTO_WIDTH` (at that resolution, not scaled up afterwards) as a JPEG. */
export async function rasterisePhoto(svg: Buffer): Promise<Buffer> {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error('the SVG has no width');
  return sharp(svg, { density: (SVG_DPI * PHOTO_WIDTH) / width })
    .resize({ width: PHOTO_WIDTH })
    .flatten({ background: PHOTO_SETTINGS.background })
    .jpeg(PHOTO_JPEG)
    .toBuffer();
}
