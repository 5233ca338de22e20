import { BffError, type LocalText } from '../errors/bffError.js';

/** Why an upstream call failed; the `kind` label of `bff_upstream_errors_total`. */
export type UpstreamErrorKind =
  'timeout' | 'unavailable' | 'http_status' | 'invalid_json' | 'too_large' | 'envelope' | 'shape' | 'not_found';

/** A failed upstream call, already mapped to the status and code the visitor gets. */
export class UpstreamError extends BffError {
  override name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    status: number,
    code: ConstructorParameters<typeof BffError>[1],
    message: string | LocalText,
    cause?: unknown,
  ) {
    super(status, code, message, { cause });
  }
}

/** The longest upstream message passed on to visitors. */
const MAX_UPSTREAM_MESSAGE = 300;

/** The upstream's own message, as plain one-line text of bounded length. */
export function upstreamMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text === '') return null;
  return text.length > MAX_UPSTREAM_MESSAGE ? `${text.slice(0, MAX_UPSTREAM_MESSAGE)}…` : text;
}

export const upstreamTimeout = (timeoutMs: number, cause?: unknown): UpstreamError =>
  new UpstreamError(
    'timeout',
    504,
    'UPSTREAM_TIMEOUT',
    { en: `The CMS did not answer within ${timeoutMs} ms`, zh: `内容服务 ${timeoutMs} 毫秒内没有应答` },
    cause,
  );

export const upstreamUnavailable = (cause: unknown): UpstreamError =>
  new UpstreamError(
    'unavailable',
    502,
    'UPSTREAM_UNAVAILABLE',
    { en: 'The CMS cannot be reached', zh: '无法连接内容服务' },
    cause,
  );

export const upstreamStatus = (status: number, message: string | null): UpstreamError =>
  new UpstreamError(
    'http_status',
    502,
    'UPSTREAM_ERROR',
    message ?? { en: `The CMS answered with HTTP ${status}`, zh: `内容服务返回了 HTTP ${status} 错误` },
  );

export const upstreamInvalidJson = (cause: unknown): UpstreamError =>
  new UpstreamError(
    'invalid_json',
    502,
    'BAD_UPSTREAM_RESPONSE',
    { en: 'The CMS answered with invalid JSON', zh: '内容服务返回的数据无法解析' },
    cause,
  );

export const upstreamTooLarge = (limit: number): UpstreamError =>
  new UpstreamError('too_large', 502, 'BAD_UPSTREAM_RESPONSE', {
    en: `The CMS answer is larger than ${limit} bytes`,
    zh: `内容服务的应答超过 ${limit} 字节`,
  });

const envelopeText = (code: string): LocalText => ({
  en: `The CMS reported an error (code ${code})`,
  zh: `内容服务报告了错误（代码 ${code}）`,
});

export const upstreamEnvelope = (code: unknown, message: string | null): UpstreamError =>
  new UpstreamError(
    'envelope',
    502,
    'UPSTREAM_ERROR',
    message ?? envelopeText(typeof code === 'number' || typeof code === 'string' ? String(code) : '?'),
  );

export const upstreamShape = (cause: Error): UpstreamError =>
  new UpstreamError(
    'shape',
    502,
    'BAD_UPSTREAM_RESPONSE',
    { en: `The CMS answer has an unexpected shape: ${cause.message}`, zh: '内容服务的应答格式不符合要求' },
    cause,
  );

export const upstreamNotFound = (cause: Error): UpstreamError =>
  new UpstreamError(
    'not_found',
    404,
    'NOT_FOUND',
    { en: 'The requested item does not exist', zh: '请求的内容不存在' },
    cause,
  );
