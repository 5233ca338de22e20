import type { FastifySchemaValidationError } from 'fastify';
import type { EndpointSpec, ParamKind } from '../../shared/api/endpoints.js';
import { ALLOWED_PAGE_SIZES, LOCALES, MAX_PAGE, MAX_SEARCH_LENGTH } from '../../shared/constants.js';
import { FD_CODE_PATTERN } from '../../shared/routes.js';
import { badRequest } from '../errors/bffError.js';

/** Largest id the API accepts: twelve digits, like the route table's article ids. */
const ID_PATTERN = '^[0-9]{1,12}$';

/**
 * One JSON schema per parameter kind. Fastify's Ajv coerces types, so a query string `"10"`,
 * a form field and a JSON number all validate alike; ids given as JSON numbers become digit strings.
 */
const KIND_SCHEMAS: Record<ParamKind, Record<string, unknown>> = {
  id: { type: 'string', pattern: ID_PATTERN },
  flag: { type: 'string', enum: [...LOCALES] },
  nowPage: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  pageSize: { type: 'integer', enum: [...ALLOWED_PAGE_SIZES] },
  searchText: { type: 'string', minLength: 1, maxLength: MAX_SEARCH_LENGTH, pattern: '\\S' },
  fdCode: { type: 'string', pattern: FD_CODE_PATTERN.source },
  siteCode: { type: 'string', pattern: FD_CODE_PATTERN.source },
};

const KIND_EXPECTATIONS: Record<ParamKind, string> = {
  id: 'a digit string of at most 12 digits or a non-negative integer',
  flag: `one of ${LOCALES.join(', ')}`,
  nowPage: `an integer from 1 to ${MAX_PAGE}`,
  pageSize: `one of ${ALLOWED_PAGE_SIZES.join(', ')}`,
  searchText: `text of 1 to ${MAX_SEARCH_LENGTH} characters`,
  fdCode: 'a code of 1 to 40 letters, digits, "_" or "-"',
  siteCode: 'a code of 1 to 40 letters, digits, "_" or "-"',
};

/**
 * The schema of an endpoint's parameters, used for the query string of GET and the body of POST.
 * Parameters the table does not name are removed (Fastify's Ajv runs with `removeAdditional`), so they can
 * neither reach the CMS nor split the cache.
 */
export function paramsSchema(spec: EndpointSpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, param] of Object.entries(spec.params)) {
    properties[name] =
      param.default === undefined ? KIND_SCHEMAS[param.kind] : { ...KIND_SCHEMAS[param.kind], default: param.default };
    if (param.required) required.push(name);
  }
  return {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
    ...(spec.requireOneOf ? { anyOf: spec.requireOneOf.map((name) => ({ required: [name] })) } : {}),
  };
}

function describe(spec: EndpointSpec, error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${String(params.missingProperty)} is required`;
  if (error.keyword === 'anyOf' && spec.requireOneOf) return `one of ${spec.requireOneOf.join(', ')} is required`;
  const name = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const param = spec.params[name];
  if (param) return `${name} must be ${KIND_EXPECTATIONS[param.kind]}`;
  if (error.keyword === 'type' && name === '') return 'the parameters must be a form or a JSON object';
  return `invalid parameters: ${error.message ?? error.keyword}`;
}

/** A 400 naming what is wrong and what is expected, for `schemaErrorFormatter`. */
export function validationError(spec: EndpointSpec, errors: readonly FastifySchemaValidationError[]): Error {
  // The branches of a "one of these is required" rule report their own misses; the rule says it better.
  const relevant = errors.filter((error) => !error.schemaPath.startsWith('#/anyOf/'));
  const messages = [...new Set(relevant.map((error) => describe(spec, error)))];
  return badRequest(messages.join('; '));
}
