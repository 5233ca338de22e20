import type { FastifySchemaValidationError } from 'fastify';
import type { EndpointSpec, ParamKind } from '../../shared/api/endpoints.js';
import { ALLOWED_PAGE_SIZES, LOCALES, MAX_PAGE, MAX_SEARCH_LENGTH } from '../../shared/constants.js';
import { FD_CODE_PATTERN } from '../../shared/routes.js';
import { badRequest, type LocalText } from '../errors/bffError.js';

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

const CODE_EXPECTATION: LocalText = {
  en: 'a code of 1 to 40 letters, digits, "_" or "-"',
  zh: '由 1 至 40 个字母、数字、“_”或“-”组成的代码',
};

const KIND_EXPECTATIONS: Record<ParamKind, LocalText> = {
  id: { en: 'a digit string of at most 12 digits or a non-negative integer', zh: '不超过 12 位的数字或非负整数' },
  flag: { en: `one of ${LOCALES.join(', ')}`, zh: `${LOCALES.join('、')} 之一` },
  nowPage: { en: `an integer from 1 to ${MAX_PAGE}`, zh: `1 至 ${MAX_PAGE} 的整数` },
  pageSize: { en: `one of ${ALLOWED_PAGE_SIZES.join(', ')}`, zh: `${ALLOWED_PAGE_SIZES.join('、')} 之一` },
  searchText: { en: `text of 1 to ${MAX_SEARCH_LENGTH} characters`, zh: `1 至 ${MAX_SEARCH_LENGTH} 个字符的文字` },
  fdCode: CODE_EXPECTATION,
  siteCode: CODE_EXPECTATION,
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

function describe(spec: EndpointSpec, error: FastifySchemaValidationError): LocalText {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    return { en: `${name} is required`, zh: `缺少参数 ${name}` };
  }
  if (error.keyword === 'anyOf' && spec.requireOneOf) {
    return {
      en: `one of ${spec.requireOneOf.join(', ')} is required`,
      zh: `参数 ${spec.requireOneOf.join('、')} 至少需要一个`,
    };
  }
  const name = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const param = spec.params[name];
  if (param) {
    const expected = KIND_EXPECTATIONS[param.kind];
    return { en: `${name} must be ${expected.en}`, zh: `参数 ${name} 应为${expected.zh}` };
  }
  if (error.keyword === 'type' && name === '') {
    return { en: 'the parameters must be a form or a JSON object', zh: '参数须为表单或 JSON 对象' };
  }
  const detail = error.message ?? error.keyword;
  return { en: `invalid parameters: ${detail}`, zh: `参数无效：${detail}` };
}

/** A 400 naming what is wrong and what is expected, for `schemaErrorFormatter`. */
export function validationError(spec: EndpointSpec, errors: readonly FastifySchemaValidationError[]): Error {
  // The branches of a "one of these is required" rule report their own misses; the rule says it better.
  const relevant = errors.filter((error) => !error.schemaPath.startsWith('#/anyOf/'));
  const messages = relevant.map((error) => describe(spec, error));
  const joined = (language: keyof LocalText, separator: string) =>
    [...new Set(messages.map((m) => m[language]))].join(separator);
  return badRequest({ en: joined('en', '; '), zh: joined('zh', '；') });
}
