import sharp from 'sharp';

/**
 * libvips settings for the whole process, applied when the app is built. One thread per operation: the
 * queue runs one variant at a time, so picture work takes one core and leaves the other to pages and API
 * answers. No operation cache: variants are kept in the picture cache, and libvips's own would hold
 * decoded originals that are not used again.
 */
export function applySharpSettings(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}
