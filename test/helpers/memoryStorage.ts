import type { StorageArea } from '../../client/src/state/storage.js';

/** An in-memory Web Storage area, for tests of code that reads and writes browser storage. */
export class MemoryStorage implements StorageArea {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A storage area that refuses every use, as blocked storage does. */
export const BLOCKED_STORAGE: StorageArea = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};
