import type { FieldCleaner } from './cleaner.js';

/** Reading loosely-typed upstream values into canonical ones. */

export function toInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

/** A non-empty string, trimmed, or null. */
export function toRawText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Field readers bound to one cleaner, so mappers read as a list of fields. */
export function fieldReader(cleaner: FieldCleaner) {
  const apply = <T>(value: unknown, fn: (s: string) => T): T | null => {
    const raw = toRawText(value);
    return raw === null ? null : fn(raw);
  };
  return {
    int: toInt,
    text: (value: unknown): string | null => {
      const cleaned = apply(value, (s) => cleaner.text(s));
      return cleaned === null || cleaned === '' ? null : cleaned;
    },
    html: (value: unknown): string | null => apply(value, (s) => cleaner.html(s)),
    link: (value: unknown): string | null => apply(value, (s) => cleaner.link(s)),
    image: (value: unknown): string | null => apply(value, (s) => cleaner.image(s)),
    /** Raw text kept as is: dates, codes and identifiers that are never rendered as HTML. */
    raw: toRawText,
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;
