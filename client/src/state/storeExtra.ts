import type { ApiTransport } from '../../../shared/ssr/renderContract';
import type { DeferredAnswer, HydratedApiState } from './carriedAnswers';

/** What thunks and the API layer get besides the state. */
export interface StoreExtra {
  /** On the server, the in-process transport. */
  transport: ApiTransport | null;
  /** In the browser, the answers the server-rendered page carried. */
  pageAnswers: HydratedApiState | null;
  /** In the browser, the answers the page named without carrying them (held parts fetch them). */
  deferredAnswers: DeferredAnswer[];
  /** In the browser, whether the server drew the page before every answer had come. */
  pageLate: boolean;
}
