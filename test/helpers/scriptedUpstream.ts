import { EventEmitter, once } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CMS_API_PREFIX, CMS_FILES_PREFIX, ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { fixtureEnvelope } from './upstreamFixtures.js';

/** One request the upstream received. */
export interface UpstreamCall {
  method: string;
  /** Path without the query, as received. */
  path: string;
  /** Query parameters for GET, form fields for POST. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  host: string | undefined;
}

/** What the upstream answers: a JSON value, raw text or bytes, a status and headers. */
export interface ScriptedReply {
  status?: number;
  json?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export type Script = (call: UpstreamCall) => ScriptedReply | Promise<ScriptedReply>;

export interface UpstreamFile {
  body: Buffer;
  contentType: string;
  etag?: string;
  /** Default `public, max-age=600`. */
  cacheControl?: string;
}

/**
 * A CMS stand-in for tests: a real HTTP server on 127.0.0.1 that answers every allowlisted endpoint with a
 * valid fixture, records every call, and lets a test script answers, hold requests and serve files.
 */
export class ScriptedUpstream {
  readonly calls: UpstreamCall[] = [];
  readonly events = new EventEmitter<{ call: [UpstreamCall] }>();
  readonly files = new Map<string, UpstreamFile>();
  readonly #scripts = new Map<string, Script>();
  #gate: { promise: Promise<void>; release: () => void } | null = null;

  private constructor(
    readonly app: FastifyInstance,
    readonly url: string,
  ) {}

  static async start(): Promise<ScriptedUpstream> {
    const app = Fastify({ logger: false, forceCloseConnections: true });
    await app.register(formbody);
    let upstream: ScriptedUpstream | null = null;
    const handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      if (!upstream) throw new Error('not started');
      return upstream.#handle(request, reply);
    };
    app.route({ method: ['GET', 'POST', 'HEAD'], url: '/*', exposeHeadRoute: false, handler: handle });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    upstream = new ScriptedUpstream(app, url);
    return upstream;
  }

  /** Answers `path` (below `/cms/api/`, as in the endpoint table) with `script` instead of the fixture. */
  script(path: string, script: Script): this {
    this.#scripts.set(path, script);
    return this;
  }

  /** Back to fixtures for every path. */
  reset(): void {
    this.#scripts.clear();
    this.calls.length = 0;
  }

  /** Calls received for a path below `/cms/api/` (or any full path). */
  callsTo(path: string): number {
    const full = path.startsWith('/') ? path : `${CMS_API_PREFIX}/${path}`;
    return this.calls.filter((call) => call.path === full).length;
  }

  /** Holds every request from now on until `release()` is called. */
  hold(): { release: () => void } {
    let release = (): void => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gate = { promise, release: () => release() };
    this.#gate = gate;
    return {
      release: () => {
        if (this.#gate === gate) this.#gate = null;
        gate.release();
      },
    };
  }

  /** Resolves with the next call (optionally to `path`). */
  async nextCall(path?: string): Promise<UpstreamCall> {
    for (;;) {
      const [call] = (await once(this.events, 'call')) as [UpstreamCall];
      if (path === undefined || call.path.endsWith(path)) return call;
    }
  }

  async close(): Promise<void> {
    this.#gate?.release();
    await this.app.close();
  }

  async #handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?', 1)[0] ?? '/';
    const params = (request.method === 'POST' ? request.body : request.query) as Record<string, string> | undefined;
    const call: UpstreamCall = {
      method: request.method,
      path,
      params: { ...(params ?? {}) },
      headers: request.headers,
      host: request.headers.host,
    };
    this.calls.push(call);
    this.events.emit('call', call);
    if (this.#gate) await this.#gate.promise;

    if (path.startsWith(`${CMS_FILES_PREFIX}/`)) return this.#file(path, request, reply);
    const apiPath = path.startsWith(`${CMS_API_PREFIX}/`) ? path.slice(CMS_API_PREFIX.length + 1) : null;
    const script = apiPath === null ? undefined : this.#scripts.get(apiPath);
    const name = (Object.keys(ENDPOINTS) as EndpointName[]).find((n) => ENDPOINTS[n].path === apiPath);
    const answer: ScriptedReply = script
      ? await script(call)
      : name
        ? { json: fixtureEnvelope(name, call.params) }
        : { status: 404, json: { code: 404, msg: 'no such path' } };
    reply.code(answer.status ?? 200).headers(answer.headers ?? {});
    if (answer.raw !== undefined) return reply.type('application/json').send(answer.raw);
    return reply.type('application/json').send(JSON.stringify(answer.json ?? null));
  }

  #file(path: string, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const file = this.files.get(path.slice(CMS_FILES_PREFIX.length + 1));
    if (!file) return reply.code(404).type('text/plain').send('not found');
    if (file.etag && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    reply.type(file.contentType).header('content-length', file.body.length);
    if (file.etag) reply.header('etag', file.etag);
    reply.header('cache-control', file.cacheControl ?? 'public, max-age=600');
    return request.method === 'HEAD' ? reply.send() : reply.send(file.body);
  }
}
