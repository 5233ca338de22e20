/**
 * Bench target: the ceiling. A bare Fastify route returning a fixed buffer (the same bytes the BFF's hit
 * path sends), with no plugins, hooks or logging.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const app = Fastify({ logger: false });
app.get('/fixed', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
