/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** The prolog and the root element's tags, with room to spare. */
export const ENVELOPE_BYTES = 256;
const URL_TAGS_BYTES = '<url><loc></loc></url>'.length;
const LASTMOD_TAGS_BYTES = '<lastmod></lastmod>'.length;

/** Bytes of a URL as XML text: `&` is written `&amp;` (URLs carry no other markup characters). */
function escapedBytes(text: string): number {
  let ampersands = 0;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) ampersands++;
  return Buffer.byteLength(text) + 4 * ampersands;
}

/** Bytes of one compact `<url>` element without alternates. */
export function urlEntryBytes(loc: string, lastmod: string | null): number {
  return URL_TAGS_BYTES + escapedBytes(loc) + (lastmod === null ? 0 : LASTMOD_TAGS_BYTES + lastmod.length);
}

/**
 * Consecutive runs of the items, each within the limits: at most `maxUrls` items and at most `maxBytes`
 * with the envelope. An item larger than a whole file still gets a file of its own.
 */
export function splitByLimits<T>(items: readonly T[], sizeOf: (item: T) => number, limits: SitemapLimits): T[][] {
  const files: T[][] = [];
  let current: T[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push(current);
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}
