import { describe, expect, it } from 'vitest';
import { toastContent, toCmsError } from '../../../../client/src/api/cmsError.js';

describe('toCmsError', () => {
  it("keeps the BFF's status, code and message", () => {
    const error = toCmsError({
      status: 502,
      data: { error: { status: 502, code: 'UPSTREAM_ERROR', message: '服务器繁忙 / Server busy' } },
    });
    expect(error).toEqual({ status: 502, code: 'UPSTREAM_ERROR', message: '服务器繁忙 / Server busy' });
  });

  it('has no message for a body that is not the BFF error shape, or an empty message', () => {
    expect(toCmsError({ status: 500, data: { message: 'x' } })).toEqual({ status: 500, code: null, message: null });
    expect(
      toCmsError({ status: 400, data: { error: { status: 400, code: 'BAD_REQUEST', message: '  ' } } }).message,
    ).toBeNull();
  });

  it('names time-outs, network failures and unreadable answers', () => {
    expect(toCmsError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).status).toBe('TIMEOUT');
    expect(toCmsError({ status: 'FETCH_ERROR', error: 'TypeError' }).status).toBe('NETWORK');
    expect(toCmsError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' }).status).toBe(
      'PARSE',
    );
    expect(toCmsError({ status: 'PARSING_ERROR', originalStatus: 503, data: 'busy', error: 'x' }).status).toBe(503);
  });
});

describe('toastContent', () => {
  it("shows the server's message as it is", () => {
    expect(toastContent({ status: 502, code: 'UPSTREAM_ERROR', message: 'busy' })).toEqual({
      text: 'busy',
      messageId: null,
    });
  });

  it('uses our own words when the server gave none', () => {
    expect(toastContent({ status: 'TIMEOUT', code: null, message: null }).messageId).toBe('toast.timeout');
    expect(toastContent({ status: 'NETWORK', code: null, message: null }).messageId).toBe('toast.network');
    expect(toastContent({ status: 503, code: null, message: null }).messageId).toBe('toast.failed');
  });
});
