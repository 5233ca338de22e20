/** A wait for one key, registered before the event it waits for can happen. */
export interface KeyWait {
  /** Resolves when the key is announced, or after `limitMs`, whichever comes first. */
  wait(limitMs: number): Promise<void>;
  cancel(): void;
}

/** The keys this process waits for another replica to load, and the announcements that end the waits. */
export class KeyWaiters {
  readonly #waiting = new Map<string, Set<() => void>>();

  listen(key: string): KeyWait {
    let wake = (): void => {};
    const arrived = new Promise<void>((resolve) => {
      wake = resolve;
    });
    let set = this.#waiting.get(key);
    if (set === undefined) this.#waiting.set(key, (set = new Set()));
    const waiters = set;
    waiters.add(wake);
    const cancel = (): void => {
      waiters.delete(wake);
      if (waiters.size === 0 && this.#waiting.get(key) === waiters) this.#waiting.delete(key);
    };
    return {
      cancel,
      wait: async (limitMs) => {
        const timer = setTimeout(wake, limitMs);
        try {
          await arrived;
        } finally {
          clearTimeout(timer);
          cancel();
        }
      },
    };
  }

  /** Ends every wait for a key. */
  wake(key: string): void {
    const waiters = this.#waiting.get(key);
    if (waiters === undefined) return;
    this.#waiting.delete(key);
    for (const wake of waiters) wake();
  }

  wakeAll(): void {
    for (const key of [...this.#waiting.keys()]) this.wake(key);
  }
}
