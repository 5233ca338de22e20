import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Shutdown: once the app is closing, every answer still in flight goes out with
 * `Connection: close`. Idle keep-alive connections are closed when closing starts (`forceCloseConnections:
 * 'idle'`); this closes the ones that were busy then, so the server can finish instead of waiting for their
 * keep-alive timeout.
 */
async function gracefulClosePlugin(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(gracefulClosePlugin, { name: 'bff-graceful-close', fastify: '5.x' });
