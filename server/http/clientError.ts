import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { BffError } from '../errors/bffError.js';

/**
 * The error for a request Node's HTTP parser refused before the app saw it. Its headers were not read, so
 * the message cannot follow the request's language and is in English, the rule's last choice.
 */
export function clientErrorOf(code: string | undefined): BffError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new BffError(431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new BffError(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time');
    default:
      return new BffError(400, 'BAD_REQUEST', 'The request is not valid HTTP');
  }
}

/** The whole HTTP answer carrying the JSON error shape, written on the socket itself. */
export function clientErrorResponse(error: BffError): string {
  const body = JSON.stringify(error.toBody('en'));
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** What Node keeps on a socket about the answer being written on it (the private field its own default reads). */
interface SocketWithAnswer {
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * Fastify's `clientErrorHandler`: a request Node refused (headers over its limit, a malformed request, a
 * request that took too long) is answered with the JSON error shape of every other error, where Node and
 * Fastify would send their own, then the connection is closed. Nothing is written when the connection is
 * gone, already answered, or in the middle of another answer (whose bytes it would corrupt).
 */
export function answerClientError(error: ConnectionError, socket: Socket, log: FastifyBaseLogger): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  // Mostly scanners and broken clients: not worth a line at the default level.
  log.debug({ err: error }, 'client error');
  const busy = (socket as Socket & SocketWithAnswer)._httpMessage?.headersSent === true;
  if (!socket.writable || busy) {
    socket.destroy();
    return;
  }
  // Closed once the answer is written, rather than at once, so that it is not lost to a reset.
  socket.end(clientErrorResponse(clientErrorOf(error.code)), () => socket.destroy());
}
