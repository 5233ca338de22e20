/**
 * Bound on one `xkey-purge` header's value, in bytes: far under Varnish's default limit on a request
 * header (`http_req_hdr_len`, 8 KB), whatever else the request carries.
 */
export const EDGE_PURGE_HEADER_MAX_BYTES = 4096;

/**
 * Surrogate keys in groups whose space-separated list fits in `maxBytes` (a key is at most 200 bytes, so
 * each fits alone), in the order given: one purge request per group.
 */
export function keyBatches(keys: readonly string[], maxBytes = EDGE_PURGE_HEADER_MAX_BYTES): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const key of keys) {
    const added = batch.length === 0 ? key.length : length + 1 + key.length;
    if (batch.length > 0 && added > maxBytes) {
      batches.push(batch);
      batch = [key];
      length = key.length;
    } else {
      batch.push(key);
      length = added;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
