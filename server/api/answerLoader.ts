import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { NORMALISERS } from '../../shared/normalise/byEndpoint.js';
import { UpstreamNotFoundError, UpstreamShapeError } from '../../shared/normalise/cleaner.js';
import type { FieldReader } from '../../shared/normalise/fields.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import type { UpstreamClient } from '../upstream/upstreamClient.js';
import { upstreamNotFound, upstreamShape } from '../upstream/upstreamErrors.js';
import type { CanonicalParams } from './canonicalParams.js';

export type AnswerLoader = (
  name: EndpointName,
  params: CanonicalParams,
  headers: Readonly<Record<string, string>>,
) => Promise<string>;

/** Calls the CMS, normalises the envelope to the endpoint's canonical shape and serialises it to JSON. */
export function createAnswerLoader(upstream: UpstreamClient, read: FieldReader, metrics: BffMetrics): AnswerLoader {
  return async (name, params, headers) => {
    const envelope = await upstream.callApi(ENDPOINTS[name], params, headers);
    let body: unknown;
    try {
      body = NORMALISERS[name](envelope, { params, read });
    } catch (error) {
      if (error instanceof UpstreamNotFoundError) throw upstreamNotFound(error);
      if (error instanceof UpstreamShapeError) {
        metrics.upstreamErrors.inc({ kind: 'shape' });
        throw upstreamShape(error);
      }
      throw error;
    }
    return JSON.stringify(body);
  };
}
