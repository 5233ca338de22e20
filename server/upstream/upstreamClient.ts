import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { CMS_API_PREFIX, CMS_FILES_PREFIX, type EndpointSpec } from '../../shared/api/endpoints.js';
import { readEnvelope } from './readEnvelope.js';
import {
  UpstreamError,
  upstreamStatus,
  upstreamTimeout,
  upstreamUnavailable,
  type UpstreamErrorKind,
} from './upstreamErrors.js';

/** Connections kept to the CMS; misses are coalesced per key, so this bounds distinct concurrent calls. */
export const DEFAULT_UPSTREAM_CONNECTIONS = 64;
export const DEFAULT_KEEP_ALIVE_MS = 10_000;

/** What the client reports about each call (metrics and readiness). */
export interface UpstreamObserver {
  /** `path` is the upstream path without the base prefix, e.g. `/cms/api/article/detail`. */
  onResult(path: string, seconds: number, failure: UpstreamErrorKind | null): void;
}

export interface UpstreamFile {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

export interface UpstreamClientOptions {
  timeoutMs: number;
  observer?: UpstreamObserver;
  connections?: number;
}

/**
 * The one way to reach the CMS. Every URL is built from the configured base URL and a path from the
 * endpoint table or the files prefix, never from a request's host or raw path.
 */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #observer: UpstreamObserver | undefined;

  constructor(baseUrl: string, options: UpstreamClientOptions) {
    const url = new URL(baseUrl);
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#observer = options.observer;
    this.#pool = new Pool(url.origin, {
      connections: options.connections ?? DEFAULT_UPSTREAM_CONNECTIONS,
      keepAliveTimeout: DEFAULT_KEEP_ALIVE_MS,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs },
    });
  }

  /** Calls an allowlisted endpoint the way its table entry says; resolves to an envelope with code 200. */
  async callApi(
    spec: EndpointSpec,
    params: Readonly<Record<string, string>>,
    headers: Readonly<Record<string, string>> = {},
    timeoutMs: number = this.#timeoutMs,
  ): Promise<Record<string, unknown>> {
    const path = `${CMS_API_PREFIX}/${spec.path}`;
    const form = new URLSearchParams(params).toString();
    const isPost = spec.upstream === 'POST';
    return this.#timed(path, timeoutMs, async (signal) => {
      const response = await this.#pool.request({
        method: spec.upstream,
        path: `${this.#basePath}${path}${!isPost && form ? `?${form}` : ''}`,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(isPost ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: isPost ? form : null,
        signal,
      });
      return readEnvelope(response.statusCode, response.headers, response.body);
    });
  }

  /**
   * Opens a file below `/cms/files/`. `segments` are decoded path segments already checked by the
   * caller; each is encoded again here, so none can add a separator or climb out of the prefix.
   */
  async openFile(
    segments: readonly string[],
    method: 'GET' | 'HEAD',
    headers: Readonly<Record<string, string>>,
  ): Promise<UpstreamFile> {
    const path = `${CMS_FILES_PREFIX}/${segments.map(encodeURIComponent).join('/')}`;
    return this.#timed(`${CMS_FILES_PREFIX}/*`, this.#timeoutMs, async (signal) => {
      const response = await this.#pool.request({ method, path: `${this.#basePath}${path}`, headers, signal });
      if (response.statusCode >= 500) {
        response.body.resume();
        throw upstreamStatus(response.statusCode, null);
      }
      return { status: response.statusCode, headers: response.headers, body: response.body };
    });
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }

  /** Runs one exchange under the timeout and maps transport failures to their API errors. */
  async #timed<T>(label: string, timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const result = await run(controller.signal);
      this.#observer?.onResult(label, (performance.now() - started) / 1000, null);
      return result;
    } catch (error) {
      const mapped =
        error instanceof UpstreamError
          ? error
          : controller.signal.aborted || isTimeout(error)
            ? upstreamTimeout(timeoutMs, error)
            : upstreamUnavailable(error);
      this.#observer?.onResult(label, (performance.now() - started) / 1000, mapped.kind);
      throw mapped;
    } finally {
      clearTimeout(timer);
    }
  }
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT';
}
