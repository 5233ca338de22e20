/**
 * What the replicas announce on the shared channel: a load finished (stored or given up), so the replicas
 * waiting for it read the entry or load it themselves; and purges and deletions, so every replica drops
 * the same entries from its memory. `from` tells a replica its own announcements.
 */
export type SharedMessage =
  | { op: 'done'; key: string }
  | { op: 'purge'; prefix: string; from: string }
  | { op: 'delete'; keys: string[]; from: string };

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
  if (message.op === 'delete' && Array.isArray(keys) && keys.every((key) => typeof key === 'string')) {
    return { op: 'delete', keys: keys as string[], from: message.from };
  }
  return null;
}
