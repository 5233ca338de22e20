import { describe, expect, it } from 'vitest';
import { clientErrorOf, clientErrorResponse } from '../../../../server/http/clientError.js';

describe('clientErrorOf', () => {
  it('makes headers over the limit a 431', () => {
    expect(clientErrorOf('HPE_HEADER_OVERFLOW').toBody()).toEqual({
      error: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
    });
  });

  it('makes a request that did not arrive in time a 408', () => {
    expect(clientErrorOf('ERR_HTTP_REQUEST_TIMEOUT').toBody()).toEqual({
      error: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' },
    });
  });

  it('makes any other refusal of the parser a 400', () => {
    for (const code of ['HPE_INVALID_HEADER_TOKEN', 'HPE_INVALID_METHOD', undefined]) {
      expect(clientErrorOf(code).toBody()).toEqual({
        error: { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' },
      });
    }
  });
});

describe('clientErrorResponse', () => {
  const response = clientErrorResponse(clientErrorOf('HPE_HEADER_OVERFLOW'));
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const lines = head.split('\r\n');

  it('is an HTTP/1.1 answer with the status and its reason', () => {
    expect(lines[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  });

  it('carries the JSON error shape with its length in bytes', () => {
    expect(JSON.parse(body)).toEqual(clientErrorOf('HPE_HEADER_OVERFLOW').toBody());
    expect(lines).toContain('Content-Type: application/json; charset=utf-8');
    expect(lines).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
  });

  it('closes the connection and is not stored', () => {
    expect(lines).toContain('Connection: close');
    expect(lines).toContain('Cache-Control: no-store');
  });
});
