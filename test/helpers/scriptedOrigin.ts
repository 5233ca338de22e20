import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { once } from 'node:events';
import { gzipSync } from 'node:zlib';

/** One request the origin received. */
export interface OriginRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** An answer: status (200), headers, body (text). */
export interface OriginAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export type OriginScript = (request: OriginRequest) => OriginAnswer;

/**
 * A backend stand-in for the edge's own tests: a plain HTTP server on loopback that answers each path as a
 * test scripts it (with whatever cache headers the test wants the BFF to send), `/healthz` with 200 for
 * the edge's probe, and records every other request. It can go down and come back on the same port. A
 * body is gzipped when the request accepts gzip and the answer says `Vary: Accept-Encoding`, as the BFF
 * does.
 */
export class ScriptedOrigin {
  readonly requests: OriginRequest[] = [];
  readonly #scripts = new Map<string, OriginScript>();
  #server: Server | null = null;
  #port = 0;

  private constructor() {}

  static async start(): Promise<ScriptedOrigin> {
    const origin = new ScriptedOrigin();
    await origin.up();
    return origin;
  }

  /** The loopback port, the kernel's choice at the first start and the same after every `up()`. */
  get port(): number {
    return this.#port;
  }

  /** Answers requests whose path (without the query) is `path` with `script`. */
  on(path: string, script: OriginScript): this {
    this.#scripts.set(path, script);
    return this;
  }

  /** Requests received for a path (the query ignored), or for a full URL when it has a query. */
  requestsTo(pathOrUrl: string): OriginRequest[] {
    return this.requests.filter((r) => (pathOrUrl.includes('?') ? r.url : r.url.split('?')[0]) === pathOrUrl);
  }

  /** Starts listening (again) on the origin's port. */
  async up(): Promise<void> {
    if (this.#server !== null) return;
    const server = createServer((req, res) => {
      if (req.url === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"status":"ok"}');
        return;
      }
      const request: OriginRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
      this.requests.push(request);
      const script = this.#scripts.get(request.url.split('?')[0] ?? '/');
      const answer: OriginAnswer = script
        ? script(request)
        : { status: 404, headers: { 'cache-control': 'no-store' }, body: 'no such path' };
      const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', ...answer.headers };
      let body: string | Buffer = answer.body ?? '';
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip && /accept-encoding/i.test(headers.vary ?? '') && body.length > 0) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.status ?? 200, headers);
      res.end(request.method === 'HEAD' ? undefined : body);
    });
    server.keepAliveTimeout = 60_000;
    server.listen(this.#port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.#port = address.port;
    this.#server = server;
  }

  /** Stops answering: the port refuses connections until `up()`. */
  async down(): Promise<void> {
    const server = this.#server;
    if (server === null) return;
    this.#server = null;
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  }

  async close(): Promise<void> {
    await this.down();
  }
}
