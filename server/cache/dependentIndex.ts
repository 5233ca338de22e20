import type { StoredAnswer } from './storedAnswer.js';

/** For each key, the entries built from it (pages from answers), so dropping the key drops them too. */
export class DependentIndex {
  readonly #dependents = new Map<string, Set<string>>();

  /** Records (or forgets) the entry under `key` as built from each of its `dependsOn` keys. */
  link(key: string, answer: StoredAnswer, change: 'add' | 'delete'): void {
    for (const source of answer.dependsOn) {
      let dependents = this.#dependents.get(source);
      if (change === 'add') {
        if (dependents === undefined) this.#dependents.set(source, (dependents = new Set()));
        dependents.add(key);
      } else if (dependents !== undefined) {
        dependents.delete(key);
        if (dependents.size === 0) this.#dependents.delete(source);
      }
    }
  }

  of(key: string): ReadonlySet<string> | undefined {
    return this.#dependents.get(key);
  }

  /** Every key some entry was built from. */
  sources(): IterableIterator<string> {
    return this.#dependents.keys();
  }
}
