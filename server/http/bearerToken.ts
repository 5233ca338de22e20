import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the expected bearer token. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given !== '';
}
