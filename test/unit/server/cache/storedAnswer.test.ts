import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_MIN_BYTES, COMPRESS_MIN_BYTES, storeAnswer } from '../../../../server/cache/storedAnswer.js';

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

/**
 * Compressing and decompressing the 16 MB answer takes a few seconds on an idle 2-core machine and more on a
 * busy one, past the default limit of 5 s. A guard against a hang, not a speed check.
 */
const LARGE_ANSWER_TIMEOUT_MS = 60_000;

describe('storeAnswer', () => {
  // From just above a threshold to an answer larger than brotli's largest window.
  const gzipOnly = [COMPRESS_MIN_BYTES, 3_000, BROTLI_MIN_BYTES / 2];
  const both = [BROTLI_MIN_BYTES, 40_000, 300_000, (1 << 24) + 1_000];

  it.each(gzipOnly)('keeps a gzip copy, and no brotli copy, of a %i-character answer', (length) => {
    const json = answerOfLength(length);
    const stored = storeAnswer(json, 0, 60_000);
    expect(gunzipSync(stored.gzip ?? Buffer.alloc(0)).toString()).toBe(json);
    expect(stored.br).toBeNull();
  });

  it.each(both)(
    'keeps gzip and brotli copies of a %i-character answer that decompress to its bytes',
    (length) => {
      const json = answerOfLength(length);
      const stored = storeAnswer(json, 0, 60_000);
      expect(gunzipSync(stored.gzip ?? Buffer.alloc(0)).toString()).toBe(json);
      expect(brotliDecompressSync(stored.br ?? Buffer.alloc(0)).toString()).toBe(json);
    },
    LARGE_ANSWER_TIMEOUT_MS,
  );

  it.each([...gzipOnly, ...both.slice(0, 3)])(
    'compresses a %i-character answer as well as the default windows would',
    (length) => {
      const json = Buffer.from(answerOfLength(length));
      const stored = storeAnswer(json.toString(), 0, 60_000);
      expect(stored.gzip?.length).toBeLessThanOrEqual(gzipSync(json).length);
      if (stored.br === null) return;
      const brotliDefault = brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }).length;
      // Brotli's output may differ by a few bytes of framing with a smaller window.
      expect(stored.br.length).toBeLessThanOrEqual(brotliDefault * 1.01 + 8);
    },
  );

  it('sends a small answer as it is', () => {
    const stored = storeAnswer('{"id":1}', 0, 60_000);
    expect([stored.gzip, stored.br]).toEqual([null, null]);
    expect(stored.body.toString()).toBe('{"id":1}');
  });
});
