import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { EndpointName } from '../../../shared/api/endpoints';
import { isApiErrorBody, type ApiErrorCode } from '../../../shared/api/error';
import type { MessageId } from '../i18n/messages';

/** A failed call as the app sees it: the HTTP status or the kind of failure, and the BFF's message. */
export interface CmsError {
  status: number | 'TIMEOUT' | 'NETWORK' | 'PARSE';
  code: ApiErrorCode | null;
  /** The server's own message, shown as is in the toast. */
  message: string | null;
  /** The call that failed (the server's render sorts failures by it). */
  endpoint?: EndpointName;
}

export function toCmsError(error: FetchBaseQueryError): CmsError {
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', code: null, message: null };
    case 'FETCH_ERROR':
    case 'CUSTOM_ERROR':
      return { status: 'NETWORK', code: null, message: null };
    case 'PARSING_ERROR':
      // A body that is not JSON: an error page of a proxy in front of the BFF, or a broken answer.
      return { status: error.originalStatus >= 400 ? error.originalStatus : 'PARSE', code: null, message: null };
    default: {
      const body = error.data;
      if (isApiErrorBody(body)) {
        const message = body.error.message.trim();
        return { status: error.status, code: body.error.code, message: message === '' ? null : message };
      }
      return { status: error.status, code: null, message: null };
    }
  }
}

/** What the toast shows for an error: the server's message, else our own words for the kind of failure. */
export function toastContent(error: CmsError): { text: string | null; messageId: MessageId | null } {
  if (error.message !== null) return { text: error.message, messageId: null };
  if (error.status === 'TIMEOUT') return { text: null, messageId: 'toast.timeout' };
  if (error.status === 'NETWORK') return { text: null, messageId: 'toast.network' };
  return { text: null, messageId: 'toast.failed' };
}
