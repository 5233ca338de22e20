import { answerInBlock, type StoredAnswer } from './storedAnswer.js';

/**
 * The bytes of a cache entry in the shared tier: a fixed preamble (magic and format version), the length
 * of a small JSON header, the header, then the JSON body and its gzip and brotli copies as they are, so a
 * replica that reads an entry sends it without compressing anything again.
 *
 *   "BFFE" | version (1 byte) | header length (uint32 BE) | header JSON | body | gzip | brotli
 *
 * `storedAt` in the header is wall-clock milliseconds (replicas share no monotonic clock).
 */
export const ENTRY_MAGIC = 'BFFE';
const MAGIC = Buffer.from(ENTRY_MAGIC, 'latin1');
/** Bump with any change of the layout below; older or newer entries then read as misses. */
export const ENTRY_FORMAT_VERSION = 2;
const PREAMBLE_BYTES = MAGIC.length + 1 + 4;
/** A header is a few numbers and the dependencies' keys; anything longer is not ours. */
export const MAX_HEADER_BYTES = 64 * 1024;

interface EntryHeader {
  /** Wall-clock milliseconds when the answer was stored. */
  storedAt: number;
  ttlMs: number;
  /** The entity tag's hash, checked against the body when read. */
  hash: string;
  bodyLength: number;
  gzipLength: number;
  brLength: number;
  dependsOn: string[];
}

/** The entry's bytes, for an answer whose `storedAt` is in wall-clock milliseconds. */
export function encodeEntry(answer: StoredAnswer): Buffer {
  const header: EntryHeader = {
    storedAt: answer.storedAt,
    ttlMs: answer.ttlMs,
    hash: answer.etag.slice(1, -1),
    bodyLength: answer.body.length,
    gzipLength: answer.gzip?.length ?? 0,
    brLength: answer.br?.length ?? 0,
    dependsOn: [...answer.dependsOn],
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const preamble = Buffer.alloc(PREAMBLE_BYTES);
  MAGIC.copy(preamble, 0);
  preamble.writeUInt8(ENTRY_FORMAT_VERSION, MAGIC.length);
  preamble.writeUInt32BE(headerBytes.length, MAGIC.length + 1);
  const parts = [preamble, headerBytes, answer.body];
  if (answer.gzip) parts.push(answer.gzip);
  if (answer.br) parts.push(answer.br);
  return Buffer.concat(parts);
}

const isLength = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The header's fields when `text` is one (the lengths are checked against the entry by the caller). */
function parseHeader(text: string): Partial<EntryHeader> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const header = parsed as Partial<EntryHeader>;
  const dependsOn = header.dependsOn;
  return Array.isArray(dependsOn) && dependsOn.every((key) => typeof key === 'string') ? header : null;
}

/**
 * The dependencies (answers' cache keys, surrogate keys) named in an entry's header JSON, as the shared
 * tier reads it without the body (`ENTRY_HEADERS` in `sharedScripts.ts`); null for anything else.
 */
export function dependenciesInHeader(text: string): string[] | null {
  return parseHeader(text)?.dependsOn ?? null;
}

function readHeader(bytes: Buffer): EntryHeader | null {
  if (bytes.length < PREAMBLE_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  if (bytes.readUInt8(MAGIC.length) !== ENTRY_FORMAT_VERSION) return null;
  const headerLength = bytes.readUInt32BE(MAGIC.length + 1);
  if (headerLength > MAX_HEADER_BYTES || PREAMBLE_BYTES + headerLength > bytes.length) return null;
  const header = parseHeader(bytes.toString('utf8', PREAMBLE_BYTES, PREAMBLE_BYTES + headerLength));
  if (header === null) return null;
  const valid =
    typeof header.storedAt === 'number' &&
    Number.isFinite(header.storedAt) &&
    isLength(header.ttlMs) &&
    typeof header.hash === 'string' &&
    isLength(header.bodyLength) &&
    isLength(header.gzipLength) &&
    isLength(header.brLength) &&
    PREAMBLE_BYTES + headerLength + header.bodyLength + header.gzipLength + header.brLength === bytes.length;
  return valid ? (header as EntryHeader) : null;
}

/**
 * The answer in an entry's bytes, with `storedAt` in wall-clock milliseconds; null for anything that is
 * not a whole entry of this format (another version, truncated, corrupted, someone else's value).
 */
export function decodeEntry(bytes: Buffer): StoredAnswer | null {
  const header = readHeader(bytes);
  if (header === null) return null;
  const start = bytes.length - header.bodyLength - header.gzipLength - header.brLength;
  // One block of its own, like a fresh answer: the reply buffer may be a slice of a larger socket read.
  const block = Buffer.allocUnsafeSlow(bytes.length - start);
  bytes.copy(block, 0, start);
  const answer = answerInBlock(block, header.bodyLength, header.gzipLength, header.storedAt, header.ttlMs, [
    ...header.dependsOn,
  ]);
  return answer.etag === `"${header.hash}"` ? answer : null;
}
