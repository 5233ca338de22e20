import type { FastifyInstance } from 'fastify';
import type { Test } from 'supertest';
import { ENDPOINTS, type EndpointName } from '../../../shared/api/endpoints.js';
import { buildDemoCms, type DemoCmsControl, type DemoCmsOptions } from '../../../server/demo-cms/app.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import type { ContentPack } from '../../../server/demo-cms/contentTypes.js';
import { NORMALISERS } from '../../../shared/normalise/byEndpoint.js';
import { httpClient, listenOnLoopback, type HttpClient } from '../../helpers/httpClient.js';
import { plainReader } from '../../helpers/plainReader.js';

let pack: ContentPack | undefined;

/** The content pack, read once per test file and shared by the apps it builds. */
export function sharedPack(): ContentPack {
  pack ??= loadContent();
  return pack;
}

export interface RunningCms {
  app: FastifyInstance;
  control: DemoCmsControl;
  /** supertest requests to the demo CMS, over real sockets. */
  http: HttpClient;
}

/** The demo CMS listening on a loopback port (closing its app stops it). */
export async function startCms(options: DemoCmsOptions = {}): Promise<RunningCms> {
  const { app, control } = buildDemoCms(options);
  await listenOnLoopback(app);
  return { app, control, http: httpClient(app) };
}

/** How a call carries its parameters: as the CMS expects, or in one of the lenient ways. */
export type Carrier = 'upstream' | 'form' | 'json' | 'queryOnPost';

/** A call of an endpoint, sent when awaited. */
export function callCms(
  http: HttpClient,
  name: EndpointName,
  params: Record<string, string | number> = {},
  carrier: Carrier = 'upstream',
): Test {
  const spec = ENDPOINTS[name];
  const url = `/cms/api/${spec.path}`;
  const text = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const query = new URLSearchParams(text).toString();
  if (carrier === 'upstream' && spec.upstream === 'GET') return http.get(`${url}?${query}`);
  if (carrier === 'json') return http[spec.upstream === 'GET' ? 'get' : 'post'](url).send(params);
  if (carrier === 'queryOnPost') return http.post(`${url}?${query}`);
  return http.post(url).set('content-type', 'application/x-www-form-urlencoded').send(query);
}

/** The upstream body read the way the BFF reads it. */
export function normalise<K extends EndpointName>(
  name: K,
  body: Record<string, unknown>,
  params: Record<string, string | number> = {},
) {
  return NORMALISERS[name](body, { params, read: plainReader });
}
