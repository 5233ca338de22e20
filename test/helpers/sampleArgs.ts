import { ENDPOINTS, type EndpointName, type EndpointSpec, type ParamKind } from '../../shared/api/endpoints.js';

const SAMPLE_BY_KIND: Record<ParamKind, string> = {
  id: '12',
  flag: 'en',
  nowPage: '2',
  pageSize: '20',
  searchText: '化工',
  fdCode: 'jtyw',
  siteCode: 'SITE_ZH',
};

/** Valid query parameters for an endpoint: its required ones, plus the first of a "one of" set. */
export function sampleArgs(name: EndpointName): Record<string, string> {
  const spec: EndpointSpec = ENDPOINTS[name];
  const oneOf: readonly string[] = spec.requireOneOf ?? [];
  const args: Record<string, string> = {};
  for (const [param, def] of Object.entries(spec.params)) {
    if (def.required || oneOf[0] === param) args[param] = SAMPLE_BY_KIND[def.kind];
  }
  return args;
}

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];
