import { describe, expect, it } from 'vitest';
import {
  decodeEntry,
  dependenciesInHeader,
  encodeEntry,
  ENTRY_FORMAT_VERSION,
} from '../../../../server/cache/entryCodec.js';
import { storeAnswer } from '../../../../server/cache/storedAnswer.js';

const WALL_MS = 1_795_000_000_000;
const large = storeAnswer(JSON.stringify({ text: 'x'.repeat(20_000) }), WALL_MS, 60_000, ['/cms/api/a?id=1']);
const small = storeAnswer('{"id":1}', WALL_MS, 30_000);

describe('entryCodec', () => {
  it('gives back the stored bytes, copies, tags, time and dependencies', () => {
    const decoded = decodeEntry(encodeEntry(large));
    expect(decoded).not.toBeNull();
    expect(decoded?.body.equals(large.body)).toBe(true);
    expect(decoded?.gzip?.equals(large.gzip ?? Buffer.alloc(0))).toBe(true);
    expect(decoded?.br?.equals(large.br ?? Buffer.alloc(0))).toBe(true);
    expect([decoded?.etag, decoded?.etagGzip, decoded?.etagBr]).toEqual([large.etag, large.etagGzip, large.etagBr]);
    expect([decoded?.storedAt, decoded?.ttlMs, decoded?.size]).toEqual([WALL_MS, 60_000, large.size]);
    expect(decoded?.dependsOn).toEqual(['/cms/api/a?id=1']);
  });

  it('keeps the surrogate keys, and the header made of them', () => {
    const named = storeAnswer('{"id":1}', WALL_MS, 30_000, ['/cms/api/a?id=1', 'sk:article:1', 'sk:folder:jtyw']);
    const decoded = decodeEntry(encodeEntry(named));
    expect(decoded?.dependsOn).toEqual(['/cms/api/a?id=1', 'sk:article:1', 'sk:folder:jtyw']);
    expect(decoded?.surrogateKey).toBe('article:1 folder:jtyw');
  });

  it('reads as nothing an entry of the format before surrogate keys', () => {
    expect(ENTRY_FORMAT_VERSION).toBe(2);
    const bytes = encodeEntry(small);
    bytes.writeUInt8(1, 4);
    expect(decodeEntry(bytes)).toBeNull();
  });

  it("reads the dependencies from a header's JSON alone", () => {
    const bytes = encodeEntry(large);
    const length = bytes.readUInt32BE(5);
    expect(dependenciesInHeader(bytes.toString('utf8', 9, 9 + length))).toEqual(['/cms/api/a?id=1']);
    expect(dependenciesInHeader('{"dependsOn":[1]}')).toBeNull();
    expect(dependenciesInHeader('not json')).toBeNull();
  });

  it('keeps a small answer without compressed copies', () => {
    const decoded = decodeEntry(encodeEntry(small));
    expect(decoded?.body.toString()).toBe('{"id":1}');
    expect(decoded?.gzip).toBeNull();
    expect(decoded?.br).toBeNull();
  });

  it('puts the answer in one block of its own', () => {
    const decoded = decodeEntry(encodeEntry(large));
    expect(decoded?.body.buffer).toBe(decoded?.br?.buffer);
    expect(decoded?.body.byteOffset).toBe(0);
  });

  it.each([
    ['empty bytes', Buffer.alloc(0)],
    ['text', Buffer.from('hello, this is not an entry')],
    [
      'another format version',
      (() => {
        const bytes = encodeEntry(small);
        bytes.writeUInt8(ENTRY_FORMAT_VERSION + 1, 4);
        return bytes;
      })(),
    ],
    ['a truncated entry', encodeEntry(large).subarray(0, -1)],
    ['an entry with a byte more', Buffer.concat([encodeEntry(small), Buffer.from([0])])],
    [
      'a body that does not match its tag',
      (() => {
        const bytes = encodeEntry(small);
        bytes[bytes.length - 1] = 0x20;
        return bytes;
      })(),
    ],
    [
      'a header length past the end',
      (() => {
        const bytes = encodeEntry(small);
        bytes.writeUInt32BE(0xffffffff, 5);
        return bytes;
      })(),
    ],
  ])('reads %s as nothing', (_name, bytes) => {
    expect(decodeEntry(bytes)).toBeNull();
  });
});
