/** A variable whose value is not what it should be. */
export interface ConfigProblem {
  variable: string;
  /** The value as written, or a placeholder for secrets. */
  shown: string;
  expected: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the variables of an environment and checks their values, collecting every problem, so that one
 * start names all the bad variables at once. It knows no variable names: `config.ts` does.
 */
export class EnvReader {
  readonly problems: ConfigProblem[] = [];
  constructor(private readonly env: Env) {}

  /** The trimmed value, or undefined when unset or empty (`VAR=` in a compose file means unset). */
  raw(name: string): string | undefined {
    const value = this.env[name];
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  fail(name: string, expected: string, secret = false): void {
    const value = this.env[name] ?? '';
    this.problems.push({ variable: name, shown: secret ? '<hidden>' : JSON.stringify(value), expected });
  }

  integer(name: string, fallback: number, min: number, max: number, expected: string): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.fail(name, expected);
      return fallback;
    }
    return parsed;
  }

  nonNegative(name: string, fallback: number): number {
    return this.integer(name, fallback, 0, Number.MAX_SAFE_INTEGER, 'a non-negative integer');
  }

  positive(name: string, fallback: number): number {
    return this.integer(name, fallback, 1, Number.MAX_SAFE_INTEGER, 'a positive integer');
  }

  /**
   * A comma-separated list, each entry trimmed and read by `parse` (null for an entry that is not valid),
   * without repeats; empty when unset, and when any entry is not valid (reported).
   */
  list<T>(name: string, parse: (entry: string) => T | null, expected: string): readonly T[] {
    const value = this.raw(name);
    if (value === undefined) return [];
    const entries = value.split(',').map((entry) => parse(entry.trim()));
    if (entries.every((entry): entry is T => entry !== null)) return Object.freeze([...new Set(entries)]);
    this.fail(name, expected);
    return [];
  }
}
