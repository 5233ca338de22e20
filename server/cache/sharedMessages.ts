import { isSurrogateKey } from './surrogateKeys.js';

/**
 * What the replicas announce on the shared channel: a load finished (stored or given up), so the replicas
 * waiting for it read the entry or load it themselves; and purges (by prefix or by surrogate key) and
 * deletions, so every replica drops the same entries from its memory. `from` tells a replica its own
 * announcements.
 */
export type SharedMessage =
  | { op: 'done'; key: string }
  | { op: 'purge'; prefix: string; from: string }
  | { op: 'delete'; keys: string[]; from: string }
  | { op: 'keys'; keys: string[]; from: string };

/** More surrogate keys than a purge may name (100) are not a message of ours. */
const MAX_MESSAGE_KEYS = 1000;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The message in a channel payload, or null for anything else (another version's, or not ours). */
export function parseMessage(text: string): SharedMessage | null {
  let message: Partial<Record<string, unknown>>;
  try {
    message = JSON.parse(text) as Partial<Record<string, unknown>>;
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  if (message.op === 'done' && typeof message.key === 'string') return { op: 'done', key: message.key };
  if (typeof message.from !== 'string') return null;
  if (message.op === 'purge' && typeof message.prefix === 'string') {
    return { op: 'purge', prefix: message.prefix, from: message.from };
  }
  const keys = message.keys;
  if (message.op === 'delete' && isStringList(keys)) return { op: 'delete', keys, from: message.from };
  if (message.op === 'keys' && isStringList(keys) && keys.length <= MAX_MESSAGE_KEYS && keys.every(isSurrogateKey)) {
    return { op: 'keys', keys, from: message.from };
  }
  return null;
}
