import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Levels at which the completion line is written. */
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

/**
 * One log line per request, written when the answer is complete (Fastify's default writes two). pino
 * serialises lazily and only when the level is enabled, so `info` stays cheap.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completion line carries everything; skipping the first line halves request logging.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !INFO_OR_BELOW.has(request.log.level)) return;
    const fields = {
      method: request.method,
      url: request.url,
      // The visitor's address: the socket's peer, or the forwarded one from a trusted proxy (TRUST_PROXY).
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      cache: reply.getHeader('x-cache'),
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
