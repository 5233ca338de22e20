import type { EndpointSpec, ParamKind } from '../../shared/api/endpoints.js';

/** Validated request parameters in one canonical form: strings, defaults applied, nothing else. */
export type CanonicalParams = Readonly<Record<string, string>>;

function canonicalValue(kind: ParamKind, value: unknown): string {
  const text = String(value);
  switch (kind) {
    case 'id':
      // `007` and `7` name the same item and must share a cache entry.
      return text.replace(/^0+(?=\d)/, '');
    case 'nowPage':
    case 'pageSize':
      return String(Number(text));
    case 'searchText':
      return text.trim();
    default:
      return text;
  }
}

/**
 * The parameters of a call after schema validation: the table's defaults applied, every value a canonical
 * string, and only the parameters the table names (the schema has already dropped the others).
 */
export function canonicalParams(
  spec: EndpointSpec,
  input: Readonly<Record<string, unknown>> | undefined,
): CanonicalParams {
  const out: Record<string, string> = {};
  for (const [name, param] of Object.entries(spec.params)) {
    const value = input?.[name] ?? param.default;
    if (value === undefined || value === null) continue;
    out[name] = canonicalValue(param.kind, value);
  }
  return out;
}

/** The cache key: the BFF path and the parameters sorted by name, so GET and POST share an entry. */
export function cacheKey(path: string, params: CanonicalParams): string {
  const names = Object.keys(params).sort();
  if (names.length === 0) return path;
  return `${path}?${names.map((n) => `${encodeURIComponent(n)}=${encodeURIComponent(params[n] ?? '')}`).join('&')}`;
}
