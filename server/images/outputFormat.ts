import type { AvifOptions, GifOptions, JpegOptions, PngOptions, WebpOptions } from 'sharp';

/** The formats variants are written in: the two modern ones, and each raster format an original may have. */
export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

export const MEDIA_TYPES: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * Encoder settings, for a server that makes each variant while a visitor waits: AVIF at effort 1 (of 0 to
 * 9) with chroma subsampled like a JPEG's, far faster than sharp's default (4, full chroma) for a few more
 * bytes (`npm run bench -- images` prints the time to make a variant). Qualities are the usual web
 * settings: AVIF 50 and WebP 78 look like JPEG 80 at a fraction of its size.
 */
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' } satisfies AvifOptions,
  webp: { quality: 78 } satisfies WebpOptions,
  jpeg: { quality: 80, progressive: true } satisfies JpegOptions,
  png: { compressionLevel: 6 } satisfies PngOptions,
  gif: {} satisfies GifOptions,
} as const;

/**
 * Share cards: made once per picture for crawlers, which fetch them rarely and show them large, so a
 * little more quality than a page's copies, and mozjpeg's trellis quantisation and scan optimisation (about
 * a fifth fewer bytes at the same quality, for a few tens of milliseconds once). Progressive: a slow
 * messenger shows the whole card early.
 */
export const CARD_JPEG_OPTIONS = { quality: 82, progressive: true, mozjpeg: true } satisfies JpegOptions;

/** Whether an `Accept` header names a media type with a weight above zero (wildcards do not count). */
function accepts(accept: string, mediaType: string): boolean {
  for (const item of accept.split(',')) {
    const [range = '', ...params] = item.split(';');
    if (range.trim().toLowerCase() !== mediaType) continue;
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > 0) return true;
  }
  return false;
}

/**
 * The format of a variant for a request: AVIF when the browser names it, else WebP, else the original's.
 * Only named types count: `image/*` and the any-type wildcard are sent by browsers that decode neither.
 */
export function negotiateFormat(accept: string | undefined, original: PictureFormat): PictureFormat {
  if (accept !== undefined) {
    if (accepts(accept, MEDIA_TYPES.avif)) return 'avif';
    if (accepts(accept, MEDIA_TYPES.webp)) return 'webp';
  }
  return original;
}
