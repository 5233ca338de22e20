import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { NORMALISERS } from '../../shared/normalise/byEndpoint.js';
import { UpstreamNotFoundError, UpstreamShapeError } from '../../shared/normalise/cleaner.js';
import type { FieldReader } from '../../shared/normalise/fields.js';
import type { BffMetrics } from '../metrics/bffMetrics.js';
import type { UpstreamClient } from '../upstream/upstreamClient.js';
import { upstreamNotFound, upstreamShape } from '../upstream/upstreamErrors.js';
import type { CanonicalParams } from './canonicalParams.js';

/** A canonical answer: its JSON, and the body it was serialised from (read for the answer's surrogate keys). */
export interface LoadedAnswer {
  json: string;
  body: unknown;
}

export type AnswerLoader = (
  name: EndpointName,
  params: CanonicalParams,
  headers: Readonly<Record<string, string>>,
) => Promise<LoadedAnswer>;

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
    return { json: JSON.stringify(body), body };
  };
}
