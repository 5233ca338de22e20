import type sharpModule from 'sharp';

/** Pictures with more pixels are refused before they are decoded (a 40-megapixel camera picture passes). */
export const MAX_INPUT_PIXELS = 40_000_000;

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use and set up the same way in every process that uses it: one thread per
 * operation, so that libvips never takes both cores, and no operation cache, since nothing is decoded
 * twice. libvips adds to a process's resident memory for as long as it runs, so the BFF loads it only when a picture
 * variant is first asked for (it reads originals' headers; the worker process makes the variants).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
