import { Agent, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import request, { type Response, type Test } from 'supertest';

/** The request methods the tests use. */
export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'delete' | 'patch' | 'options';

/** supertest requests to one listening server, each over a real socket. */
export type HttpClient = Readonly<Record<HttpMethod, (path: string) => Test>>;

const METHODS: readonly HttpMethod[] = ['get', 'head', 'post', 'put', 'delete', 'patch', 'options'];

/** The port a listening app is bound to. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return address.port;
}

/** Starts the app on a free port of 127.0.0.1 (closing the app stops it) and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return portOf(app);
}

/**
 * supertest against an app listening on loopback (`listenOnLoopback`). Requests carry no
 * `Accept-Encoding` unless the test sets one, like a bare HTTP client: superagent would otherwise ask for
 * gzip on every request and get compressed answers with other entity tags than the test means to see.
 */
export function httpClient(app: FastifyInstance): HttpClient {
  // supertest would start a server that is not listening itself, once per request: a test that forgot to
  // listen is told so instead.
  portOf(app);
  const target = request(app.server);
  const entries = METHODS.map((method) => [method, (path: string) => target[method](path).unset('Accept-Encoding')]);
  return Object.freeze(Object.fromEntries(entries) as Record<HttpMethod, (path: string) => Test>);
}

/** A started request: supertest sends only when awaited, so a request meant to run meanwhile is started here. */
export function started(test: Test): Promise<Response> {
  return new Promise((resolve, reject) => {
    test.then(resolve, reject);
  });
}

/** An answer whose body is the bytes as they came over the wire. */
export type RawResponse = Omit<Response, 'body'> & { body: Buffer };

/**
 * Sends the request and keeps the body as received. superagent decodes gzip and brotli bodies by itself,
 * and hands a parser the decoded stream (it replaces the message's `on`); the stream's own listener
 * method sees the bytes before any decoding, which a test of stored compressed copies compares.
 */
export async function rawBody(test: Test): Promise<RawResponse> {
  const response = await test.buffer(true).parse((res, done) => {
    // superagent's node typings call this a Response; in Node it is the IncomingMessage being read.
    const message = res as unknown as IncomingMessage;
    const chunks: Buffer[] = [];
    Readable.prototype.on.call(message, 'data', (chunk: Buffer) => chunks.push(chunk));
    Readable.prototype.on.call(message, 'end', () => done(null, Buffer.concat(chunks)));
  });
  return response as RawResponse;
}

/**
 * An agent whose connections come from `address`, one of the loopback range 127.0.0.0/8 (all of it is
 * local on Linux), so that a test can stand for a load balancer or a visitor other than 127.0.0.1. It keeps
 * no connection open after an answer.
 */
export function peerAgent(address: string): Agent {
  return new Agent({ localAddress: address, keepAlive: false });
}
