import type { ApiTransport } from '../../../shared/ssr/renderContract';

/** What thunks and the API layer get besides the state: on the server, the in-process transport. */
export interface StoreExtra {
  transport: ApiTransport | null;
}
