import type { Counter } from 'prom-client';

/** A label whose value follows from the first label's (a request's kind from its route). */
export interface DerivedLabel<D extends string> {
  name: D;
  of(first: string): string;
}

/**
 * Counts of a two-label counter kept in plain maps and handed to prom-client when it is read: counting a
 * request is two map look-ups and an addition, where prom-client hashes the label object on every `inc`.
 * A third label may follow from the first; it is worked out when the counter is read, never per count.
 * Everything must count through `add`: reading the counter replaces its values with the tally.
 */
export class Tally<A extends string, B extends string, D extends string = never> {
  readonly #counts = new Map<string, Map<string | number, number>>();

  constructor(
    private readonly counter: Counter<A | B | NoInfer<D>>,
    private readonly first: A,
    private readonly second: B,
    private readonly derived: DerivedLabel<D> | null = null,
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
      const derived = this.derived === null ? {} : { [this.derived.name]: this.derived.of(first) };
      for (const [second, count] of row) {
        this.counter.inc(
          { [this.first]: first, [this.second]: second, ...derived } as Partial<Record<A | B | D, string | number>>,
          count,
        );
      }
    }
  }
}
