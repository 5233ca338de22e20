import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import type { ApiTransport, TransportAnswer } from '../../shared/ssr/renderContract.js';
import type { AnswerService } from '../answers/answerService.js';
import type { CanonicalParams } from '../answers/canonicalParams.js';
import { checkedParams } from '../answers/paramCheck.js';
import type { StoredAnswer } from '../cache/storedAnswer.js';
import { boundedKeys, surrogateKeysIn, surrogateSources } from '../cache/surrogateKeys.js';
import { BffError } from '../errors/bffError.js';

/**
 * Parsed bodies of stored answers, shared by every render that reads them (the store freezes what it
 * holds, and nothing writes to answers): a warm render parses nothing.
 */
const parsedBodies = new WeakMap<StoredAnswer, unknown>();

function parsed(answer: StoredAnswer): unknown {
  if (parsedBodies.has(answer)) return parsedBodies.get(answer);
  const body: unknown = JSON.parse(answer.body.toString('utf8'));
  parsedBodies.set(answer, body);
  return body;
}

export interface PageTransport {
  transport: ApiTransport;
  /** Cache keys of the answers the render used: the page is dropped when one of them is purged. */
  readonly keys: Set<string>;
  /**
   * The page's surrogate keys as dependencies (`sk:…`): the union of its answers' keys, bounded like an
   * answer's. The page depends on them directly, not only through its answers, since an answer may leave
   * the cache while its page stays; the page's `Surrogate-Key` header is made from them when it is stored.
   */
  surrogateSources(): string[];
}

/**
 * The renderer's API calls, answered from the BFF's own answers in-process (no HTTP): the same checks,
 * cache, normalising and errors as `/cms/api`, never with a visitor's credentials.
 */
export function createPageTransport(answers: AnswerService): PageTransport {
  const keys = new Set<string>();
  const surrogateKeys = new Set<string>();
  // One call per answer and render: a query asked again by a later pass (a failed one) gets the same answer.
  const calls = new Map<string, Promise<TransportAnswer>>();
  const transport: ApiTransport = (endpoint: EndpointName, input) => {
    const spec = ENDPOINTS[endpoint];
    const params = spec === undefined ? null : checkedParams(spec, input);
    if (params === null) {
      return Promise.resolve({
        status: 400,
        body: { error: { status: 400, code: 'BAD_REQUEST', message: 'invalid parameters' } },
      });
    }
    const key = answers.keyOf(endpoint, params);
    let call = calls.get(key);
    if (call === undefined) calls.set(key, (call = answer(endpoint, params)));
    return call;
  };
  const answer = async (endpoint: EndpointName, params: CanonicalParams): Promise<TransportAnswer> => {
    try {
      const served = answers.fresh(endpoint, params) ?? (await answers.get(endpoint, params));
      if (served.key !== null) keys.add(served.key);
      for (const key of surrogateKeysIn(served.answer.dependsOn)) surrogateKeys.add(key);
      return { status: 200, body: parsed(served.answer) };
    } catch (error) {
      if (error instanceof BffError) return { status: error.status, body: error.toBody() };
      throw error;
    }
  };
  return { transport, keys, surrogateSources: () => surrogateSources(boundedKeys(surrogateKeys)) };
}
