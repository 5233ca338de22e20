/**
 * The browser storage helper (docs/behaviour.md). Entries are stored as `{ name, content, dataType, type,
 * datetime }`: entries with the type flag go to sessionStorage, the others to localStorage; reading
 * checks localStorage, then sessionStorage. Plain values written by other tools (`localStorage.locale
 * = 'en'`) are read as they are. Storage that is missing, blocked or full never throws: reads give
 * null and writes report false.
 *
 * Call it from effects and event handlers only, never during render or at module top level.
 */

export const STORAGE_KEYS = ['locale', 'menus', 'curNav', 'parentNav'] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export interface StorageEntry<T = unknown> {
  name: string;
  content: T;
  /** `typeof content` when it was written. */
  dataType: string;
  /** True for a session-only entry. */
  type: boolean;
  /** Milliseconds since the epoch when it was written. */
  datetime: number;
}

/** The part of the Web Storage interface the helper uses. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StorageAreas {
  local: StorageArea | null;
  session: StorageArea | null;
}

export interface WriteOptions {
  /** Keep the entry for this browser tab's session only. */
  session?: boolean;
}

export interface AppStorage {
  write(name: StorageKey, content: unknown, options?: WriteOptions): boolean;
  read(name: StorageKey): unknown;
  remove(name: StorageKey): void;
}

function isEntry(value: unknown): value is StorageEntry {
  return typeof value === 'object' && value !== null && 'content' in value && 'dataType' in value;
}

/** The stored value: the content of an entry, a JSON value, or the raw text when it is not JSON. */
function decode(raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  return isEntry(parsed) ? parsed.content : parsed;
}

function safeGet(area: StorageArea | null, name: string): string | null {
  try {
    return area?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

export function createStorage(areas: StorageAreas, now: () => number = Date.now): AppStorage {
  return {
    write(name, content, options = {}) {
      const session = options.session === true;
      const entry: StorageEntry = { name, content, dataType: typeof content, type: session, datetime: now() };
      const target = session ? areas.session : areas.local;
      const other = session ? areas.local : areas.session;
      if (!target) return false;
      try {
        target.setItem(name, JSON.stringify(entry));
        // A key lives in one area only, so reading local first never finds an older copy.
        other?.removeItem(name);
        return true;
      } catch {
        return false;
      }
    },
    read(name) {
      const raw = safeGet(areas.local, name) ?? safeGet(areas.session, name);
      return raw === null ? null : decode(raw);
    },
    remove(name) {
      for (const area of [areas.local, areas.session]) {
        try {
          area?.removeItem(name);
        } catch {
          // Blocked storage has nothing to remove.
        }
      }
    },
  };
}

function browserArea(kind: 'localStorage' | 'sessionStorage'): StorageArea | null {
  try {
    // Reading the property itself throws where storage is blocked (privacy settings, sandboxed frames).
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The helper over the browser's own storage areas. */
export function browserStorage(): AppStorage {
  return createStorage({ local: browserArea('localStorage'), session: browserArea('sessionStorage') });
}
