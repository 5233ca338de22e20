import type { Counter } from 'prom-client';

/**
 * Counts of a two-label counter kept in plain maps and handed to prom-client when it is read: counting a
 * request is two map look-ups and an addition, where prom-client hashes the label object on every `inc`.
 * Everything must count through `add`: reading the counter replaces its values with the tally.
 */
export class Tally<A extends string, B extends string> {
  readonly #counts = new Map<string, Map<string | number, number>>();

  constructor(
    private readonly counter: Counter<A | B>,
    private readonly first: A,
    private readonly second: B,
  ) {}

  add(first: string, second: string | number): void {
    let row = this.#counts.get(first);
    if (row === undefined) {
      row = new Map();
      this.#counts.set(first, row);
    }
    row.set(second, (row.get(second) ?? 0) + 1);
  }

  /** Writes the tally into the counter; prom-client calls it before each read (the `collect` option). */
  publish(): void {
    this.counter.reset();
    for (const [first, row] of this.#counts) {
      for (const [second, count] of row) {
        this.counter.inc(
          { [this.first]: first, [this.second]: second } as Partial<Record<A | B, string | number>>,
          count,
        );
      }
    }
  }
}
