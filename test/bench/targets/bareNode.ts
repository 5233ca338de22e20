/**
 * Bench target: the ceiling. A bare `node:http` server answering every request with a fixed buffer (the
 * same bytes and content type the BFF's hit path sends), with no framework, hooks or logging.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenOnLoopback } from './listenOnLoopback.js';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers).end(body);
});
listenOnLoopback(server);
