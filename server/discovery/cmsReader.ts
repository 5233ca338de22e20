import { ENDPOINTS, type EndpointArgs, type EndpointName, type EndpointResponses } from '../../shared/api/endpoints.js';
import type { AnswerService } from '../answers/answerService.js';
import { canonicalParams } from '../answers/canonicalParams.js';
import { surrogateKeysIn } from '../cache/surrogateKeys.js';

/** What a reader of canonical answers needs of the answer service. */
export type AnswerReader = Pick<AnswerService, 'get' | 'keyOf'>;

export interface ReadAnswer<K extends EndpointName> {
  body: EndpointResponses[K];
  /** The answer's cache key, for the entries built from it. */
  key: string;
  /** The answer's surrogate keys, which the entries built from it name too. */
  surrogateKeys: string[];
}

/**
 * Reads one canonical answer in-process through the shared cache (fresh, stale or fetched once for all
 * concurrent readers); throws the API error when the CMS fails and nothing is cached.
 */
export async function readAnswer<K extends EndpointName>(
  answers: AnswerReader,
  name: K,
  args: EndpointArgs<K>,
): Promise<ReadAnswer<K>> {
  const params = canonicalParams(ENDPOINTS[name], args as Readonly<Record<string, unknown>>);
  const served = await answers.get(name, params);
  return {
    body: JSON.parse(served.answer.body.toString('utf8')) as EndpointResponses[K],
    key: served.key ?? answers.keyOf(name, params),
    surrogateKeys: surrogateKeysIn(served.answer.dependsOn),
  };
}
