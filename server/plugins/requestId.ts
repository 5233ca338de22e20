import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../http/requestId.js';

/** Echoes the request id, so a visitor's report can be matched to the log line. */
async function requestIdPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export default fp(requestIdPlugin, { name: 'bff-request-id', fastify: '5.x' });
