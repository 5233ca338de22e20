import type { EndpointName } from '../../../shared/api/endpoints.js';
import type { ContentIndex } from '../contentIndex.js';
import type { Envelope } from '../envelope.js';
import type { RequestParams } from '../params.js';

export interface HandlerContext {
  index: ContentIndex;
  /** The clock of the share quotes and charts; tests fix it. */
  now: () => Date;
}

/** Answers one CMS call with its whole envelope; throws `BadParamError` for bad parameters. */
export type Handler = (params: RequestParams, ctx: HandlerContext) => Envelope;

export type HandlerTable = Partial<Record<EndpointName, Handler>>;
