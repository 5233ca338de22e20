import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, type EndpointName } from '../../../shared/api/endpoints.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import type { ContentPack } from '../../../server/demo-cms/contentTypes.js';
import { NORMALISERS } from '../../../shared/normalise/byEndpoint.js';
import { plainReader } from '../../helpers/plainReader.js';

let pack: ContentPack | undefined;

/** The content pack, read once per test file and shared by the apps it builds. */
export function sharedPack(): ContentPack {
  pack ??= loadContent();
  return pack;
}

/** How a call carries its parameters: as the CMS expects, or in one of the lenient ways. */
export type Carrier = 'upstream' | 'form' | 'json' | 'queryOnPost';

export function callCms(
  app: FastifyInstance,
  name: EndpointName,
  params: Record<string, string | number> = {},
  carrier: Carrier = 'upstream',
): Promise<LightMyRequestResponse> {
  const spec = ENDPOINTS[name];
  const url = `/cms/api/${spec.path}`;
  const text = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const query = new URLSearchParams(text).toString();
  if (carrier === 'upstream' && spec.upstream === 'GET') return app.inject({ method: 'GET', url: `${url}?${query}` });
  if (carrier === 'json') return app.inject({ method: spec.upstream, url, payload: params });
  if (carrier === 'queryOnPost') return app.inject({ method: 'POST', url: `${url}?${query}` });
  return app.inject({
    method: 'POST',
    url,
    payload: query,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The upstream body read the way the BFF reads it. */
export function normalise<K extends EndpointName>(
  name: K,
  body: Record<string, unknown>,
  params: Record<string, string | number> = {},
) {
  return NORMALISERS[name](body, { params, read: plainReader });
}
