import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/constants.js';
import { BffError, errorBody, type LocalText } from './bffError.js';
import { errorLocale } from './errorLanguage.js';

/** Fastify's own client errors that have a code of their own in the API error shape. */
const FRAMEWORK_CODES: Readonly<Record<string, BffError['code']>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

/** The Chinese words for Fastify's own client errors, whose English message is its own. */
const FRAMEWORK_ZH: Readonly<Partial<Record<BffError['code'], string>>> = {
  PAYLOAD_TOO_LARGE: '请求内容过大',
  NOT_FOUND: '请求的地址不存在',
  BAD_REQUEST: '请求无效',
};

const INTERNAL: LocalText = { en: 'Internal error', zh: '服务器内部错误' };

/** The API error an arbitrary failure stands for; anything unexpected is a 500 without details. */
export function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  const fastifyError = error as Partial<FastifyError> | null;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = FRAMEWORK_CODES[fastifyError?.code ?? ''] ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    const en = fastifyError?.message ?? 'bad request';
    return new BffError(status, code, { en, zh: FRAMEWORK_ZH[code] ?? en }, { cause: error });
  }
  return new BffError(500, 'INTERNAL', INTERNAL, { cause: error });
}

/** The JSON error shape, its message in the language the request asks for (`errorLocale`). */
export function sendError(
  reply: FastifyReply,
  error: BffError,
  locale: Locale = errorLocale(reply.request),
): FastifyReply {
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(error.status, error.code, error.messageIn(locale))));
}

/** The one error handler: every failure becomes the JSON error shape; 5xx keep their cause in the log only. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const mapped = toBffError(error);
  if (mapped.status >= 500) {
    const level = mapped.code === 'INTERNAL' ? 'error' : 'warn';
    request.log[level]({ err: error, code: mapped.code }, mapped.message);
  } else if (mapped.code === 'RATE_LIMITED') {
    request.log.info({ code: mapped.code }, mapped.message);
  }
  // Rate-limit headers (Retry-After and the like) set before the error stay on the answer.
  reply.removeHeader('content-encoding');
  return sendError(reply, mapped);
}
