import { badRequest } from '../errors/bffError.js';
import { isSurrogateKey } from '../cache/surrogateKeys.js';

/** Bounds on a file path below `/cms/files/`. */
const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENTS = 16;
const INVALID_PATH = { en: 'Invalid file path', zh: '文件路径无效' };
// eslint-disable-next-line no-control-regex -- control characters have no place in a file name
const FORBIDDEN_IN_SEGMENT = /[\u0000-\u001f\u007f/\\]/;

/**
 * The decoded segments of a file path, from the raw request URL after `prefix`. Empty, `.` and `..`
 * segments, encoded separators and control characters are refused, so the path cannot climb out of the
 * files prefix on the CMS, whatever the encoding.
 */
export function fileSegments(rawUrl: string, prefix: string): string[] {
  const path = rawUrl.split('?', 1)[0] ?? '';
  if (!path.startsWith(`${prefix}/`) || path.length > MAX_PATH_LENGTH) throw badRequest(INVALID_PATH);
  const parts = path.slice(prefix.length + 1).split('/');
  if (parts.length > MAX_SEGMENTS) throw badRequest(INVALID_PATH);
  return parts.map((part) => {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      throw badRequest(INVALID_PATH);
    }
    if (segment === '' || segment === '.' || segment === '..' || FORBIDDEN_IN_SEGMENT.test(segment)) {
      throw badRequest(INVALID_PATH);
    }
    return segment;
  });
}

/** Surrogate keys of files start with this (README, "Surrogate keys"). */
export const FILE_KEY_PREFIX = 'file:';

/**
 * The surrogate key of the file at `segments` below `/cms/files/`: its path as URLs write it, each segment
 * percent-encoded (`file:news/2026/%E5%8E%82.jpg`), so a key has no spaces and one file has one key however
 * a request spelled it; null for a path too long to be a key.
 */
export function fileKey(segments: readonly string[]): string | null {
  const key = FILE_KEY_PREFIX + segments.map(encodeURIComponent).join('/');
  return isSurrogateKey(key) ? key : null;
}

/** The decoded path (segments joined by `/`) a file key names, or null for another key or a bad path. */
export function filePathOfKey(key: string): string | null {
  if (!key.startsWith(FILE_KEY_PREFIX)) return null;
  try {
    return fileSegments(`/f/${key.slice(FILE_KEY_PREFIX.length)}`, '/f').join('/');
  } catch {
    return null;
  }
}
