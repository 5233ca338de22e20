import type { ApiErrorBody, ApiErrorCode } from '../../shared/api/error.js';

/**
 * Every failure the BFF answers with: an API error code, the HTTP status and, for logs only, the cause.
 * The one error handler turns it into the JSON error shape; the message is safe to show to visitors.
 */
export class BffError extends Error {
  override name = 'BffError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.status, this.code, this.message);
  }
}

export function errorBody(status: number, code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { status, code, message } };
}

export const badRequest = (message: string, cause?: unknown): BffError =>
  new BffError(400, 'BAD_REQUEST', message, { cause });

export const notFound = (message: string, cause?: unknown): BffError =>
  new BffError(404, 'NOT_FOUND', message, { cause });
