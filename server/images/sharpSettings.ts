import sharp from 'sharp';

/**
 * libvips settings of the BFF process itself, applied when the app is built: it reads pictures' headers
 * (variants are made in the worker process, which sets the same). One thread per operation, so that what
 * libvips does here never takes both cores; no operation cache, since nothing is decoded twice.
 */
export function applySharpSettings(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}
