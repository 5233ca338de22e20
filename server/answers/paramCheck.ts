import { Ajv, type ValidateFunction } from 'ajv';
import type { EndpointSpec } from '../../shared/api/endpoints.js';
import { canonicalParams, type CanonicalParams } from './canonicalParams.js';
import { paramsSchema } from './paramSchemas.js';

/**
 * Ajv set up as Fastify sets up its own for the `/cms/api` routes: types coerced (a query string's `"10"`
 * validates as the integer 10), defaults applied, parameters the schema does not name removed.
 */
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false });
const validators = new WeakMap<EndpointSpec, ValidateFunction>();

function validatorOf(spec: EndpointSpec): ValidateFunction {
  let validate = validators.get(spec);
  if (validate === undefined) {
    validate = ajv.compile(paramsSchema(spec));
    validators.set(spec, validate);
  }
  return validate;
}

/**
 * The canonical parameters of an in-process call (the server renderer's), checked by the very schema of
 * the `/cms/api` route; null when a parameter is missing or invalid. Unknown ones are dropped.
 */
export function checkedParams(
  spec: EndpointSpec,
  input: Readonly<Record<string, string | number | undefined>>,
): CanonicalParams | null {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(input)) if (value !== undefined) params[name] = value;
  return validatorOf(spec)(params) ? canonicalParams(spec, params) : null;
}
