import type { ApiTransport } from '../../../shared/ssr/renderContract';
import type { DeferredAnswer } from '../api/deferredAnswers';
import type { HydratedApiState } from './hydrated';

/** What thunks and the API layer get besides the state. */
export interface StoreExtra {
  /** On the server, the in-process transport. */
  transport: ApiTransport | null;
  /** In the browser, the answers the server-rendered page carried. */
  pageAnswers: HydratedApiState | null;
  /** In the browser, the answers the page named without carrying them (held parts fetch them). */
  deferredAnswers: DeferredAnswer[];
}
