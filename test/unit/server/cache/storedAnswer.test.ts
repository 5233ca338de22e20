import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, storeAnswer } from '../../../../server/cache/storedAnswer.js';

/** JSON much like an article answer: repeated keys, Chinese and English text, a little markup. */
function answerOfLength(length: number): string {
  const items: string[] = [];
  let written = 0;
  for (let i = 0; written < length; i += 1) {
    const item = JSON.stringify({
      id: i,
      title: `恒川集团要闻 ${i % 97}`,
      summary: `Results, part ${i % 13}`,
      body: '<p>正文</p>',
    });
    items.push(item);
    written += item.length + 1;
  }
  return `{"code":200,"data":[${items.join(',')}]}`;
}

describe('storeAnswer', () => {
  // From just above the compression threshold to an answer larger than brotli's largest window.
  const lengths = [COMPRESS_MIN_BYTES, 3_000, 40_000, 300_000, (1 << 24) + 1_000];

  it.each(lengths)('keeps copies of a %i-character answer that decompress to its bytes', (length) => {
    const json = answerOfLength(length);
    const stored = storeAnswer(json, 0, 60_000);
    expect(gunzipSync(stored.gzip ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(brotliDecompressSync(stored.br ?? Buffer.alloc(0)).toString()).toBe(json);
  });

  it.each(lengths.slice(0, 4))('compresses a %i-character answer as well as the default windows would', (length) => {
    const json = Buffer.from(answerOfLength(length));
    const stored = storeAnswer(json.toString(), 0, 60_000);
    const gzipDefault = gzipSync(json).length;
    const brotliDefault = brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length;
    expect(stored.gzip?.length).toBeLessThanOrEqual(gzipDefault);
    // Brotli's output may differ by a few bytes of framing with a smaller window.
    expect(stored.br?.length).toBeLessThanOrEqual(brotliDefault * 1.01 + 8);
  });

  it('sends a small answer as it is', () => {
    const stored = storeAnswer('{"id":1}', 0, 60_000);
    expect([stored.gzip, stored.br]).toEqual([null, null]);
    expect(stored.body.toString()).toBe('{"id":1}');
  });
});
