import type { EndpointSpec, ParamKind } from '../../shared/api/endpoints.js';
import { ALLOWED_PAGE_SIZES, LOCALES, MAX_PAGE, MAX_SEARCH_LENGTH } from '../../shared/constants.js';
import { FD_CODE_PATTERN } from '../../shared/routes.js';
import { canonicalParams, type CanonicalParams } from './canonicalParams.js';

const ID = /^\d{1,12}$/;
const WHOLE = /^\d{1,6}$/;

/** Whether a value is acceptable for a parameter kind: the rules of the routes' JSON schemas. */
function valid(kind: ParamKind, value: string | number): boolean {
  const text = String(value);
  switch (kind) {
    case 'id':
      return ID.test(text);
    case 'flag':
      return (LOCALES as readonly string[]).includes(text);
    case 'nowPage':
      return WHOLE.test(text) && Number(text) >= 1 && Number(text) <= MAX_PAGE;
    case 'pageSize':
      return WHOLE.test(text) && (ALLOWED_PAGE_SIZES as readonly number[]).includes(Number(text));
    case 'searchText':
      return text.length <= MAX_SEARCH_LENGTH && /\S/.test(text);
    case 'fdCode':
    case 'siteCode':
      return FD_CODE_PATTERN.test(text);
  }
}

/**
 * The canonical parameters of an in-process call (the server renderer's), checked by the same rules as
 * the `/cms/api` routes' schemas; null when a parameter is missing or invalid. Unknown ones are dropped.
 */
export function checkedParams(
  spec: EndpointSpec,
  input: Readonly<Record<string, string | number | undefined>>,
): CanonicalParams | null {
  for (const [name, param] of Object.entries(spec.params)) {
    const value = input[name];
    if (value === undefined) {
      if (param.required) return null;
    } else if (!valid(param.kind, value)) return null;
  }
  if (spec.requireOneOf && !spec.requireOneOf.some((name) => input[name] !== undefined)) return null;
  return canonicalParams(spec, input);
}
