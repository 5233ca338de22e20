/** The compressed variants the answer cache keeps. */
export type StoredEncoding = 'br' | 'gzip';

/**
 * The best stored encoding a request accepts, from its Accept-Encoding header (RFC 9110 §12.5.3):
 * brotli before gzip at equal weight, `*` standing for either, `q=0` refusing one. `withBrotli` false: the
 * answer has only a gzip copy, so brotli is not on offer.
 */
export function preferredEncoding(header: string | undefined, withBrotli = true): StoredEncoding | null {
  if (header === undefined || header === '') return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [rawName = '', ...rest] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of rest) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  const brQ = withBrotli ? (br ?? any ?? 0) : 0;
  const gzipQ = gzip ?? any ?? 0;
  if (brQ > 0 && brQ >= gzipQ) return 'br';
  if (gzipQ > 0) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names one of the given entity tags (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(header: string | undefined, tags: readonly string[]): boolean {
  if (header === undefined) return false;
  const value = header.trim();
  if (value === '*') return true;
  for (const candidate of value.split(',')) {
    const tag = candidate.trim().replace(/^W\//, '');
    if (tags.includes(tag)) return true;
  }
  return false;
}
