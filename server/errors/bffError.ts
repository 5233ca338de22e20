import type { ApiErrorBody, ApiErrorCode } from '../../shared/api/error.js';
import type { Locale } from '../../shared/constants.js';

/** A message of the BFF's own in both languages of the site; logs use the English one. */
export interface LocalText {
  en: string;
  zh: string;
}

/**
 * Every failure the BFF answers with: an API error code, the HTTP status and, for logs only, the cause.
 * The one error handler turns it into the JSON error shape; the message is safe to show to visitors.
 * A message the BFF writes itself has a Chinese text too; one passed on from the CMS has only its own.
 */
export class BffError extends Error {
  override name = 'BffError';
  readonly messageZh: string | null;
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string | LocalText,
    options?: { cause?: unknown },
  ) {
    super(typeof message === 'string' ? message : message.en, options);
    this.messageZh = typeof message === 'string' ? null : message.zh;
  }

  /** The message for a visitor reading the given language. */
  messageIn(locale: Locale): string {
    return locale === 'zh' && this.messageZh !== null ? this.messageZh : this.message;
  }

  toBody(locale: Locale = 'en'): ApiErrorBody {
    return errorBody(this.status, this.code, this.messageIn(locale));
  }
}

export function errorBody(status: number, code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { status, code, message } };
}

export const badRequest = (message: string | LocalText, cause?: unknown): BffError =>
  new BffError(400, 'BAD_REQUEST', message, { cause });

export const notFound = (message: string | LocalText, cause?: unknown): BffError =>
  new BffError(404, 'NOT_FOUND', message, { cause });
