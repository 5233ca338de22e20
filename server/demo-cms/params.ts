import { DEFAULT_LOCALE, isLocale, MAX_PAGE, MAX_PAGE_SIZE, type Locale } from '../../shared/constants.js';
import { BadParamError } from './envelope.js';

const DIGITS = /^\d{1,15}$/;

function toText(value: unknown): string | null {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number' || typeof first === 'boolean') return String(first);
  return null;
}

/**
 * The parameters of one call, read leniently as a CMS does: from the query string, a form body or a JSON
 * body, all as text (the body wins over the query).
 */
export class RequestParams {
  private constructor(private readonly values: ReadonlyMap<string, string>) {}

  static from(query: unknown, body: unknown): RequestParams {
    const values = new Map<string, string>();
    for (const source of [query, body]) {
      if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
      for (const [name, value] of Object.entries(source)) {
        const text = toText(value);
        if (text !== null) values.set(name, text);
      }
    }
    return new RequestParams(values);
  }

  /** The trimmed value, or null when absent or blank. */
  text(name: string): string | null {
    const value = this.values.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  }

  requiredText(name: string): string {
    const value = this.text(name);
    if (value === null) throw new BadParamError(`${name} is required`);
    return value;
  }

  id(name: string): number {
    const value = this.optionalId(name);
    if (value === null) throw new BadParamError(`${name} is required`);
    return value;
  }

  optionalId(name: string): number | null {
    const value = this.text(name);
    if (value === null) return null;
    if (!DIGITS.test(value)) throw new BadParamError(`${name} must be a number`);
    return Number(value);
  }

  flag(): Locale {
    const value = this.text('flag');
    if (value === null) return DEFAULT_LOCALE;
    if (!isLocale(value)) throw new BadParamError('flag must be zh or en');
    return value;
  }

  page(): { nowPage: number; pageSize: number } {
    return {
      nowPage: this.bounded('nowPage', 1, MAX_PAGE, 1),
      pageSize: this.bounded('pageSize', 1, MAX_PAGE_SIZE, 10),
    };
  }

  private bounded(name: string, min: number, max: number, fallback: number): number {
    const value = this.text(name);
    if (value === null) return fallback;
    const n = DIGITS.test(value) ? Number(value) : Number.NaN;
    if (!(n >= min && n <= max)) throw new BadParamError(`${name} must be a number from ${min} to ${max}`);
    return n;
  }
}
