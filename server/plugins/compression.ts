import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * br/gzip for static files and streamed CMS files. Only compressible types are touched (images other than
 * SVG are already compressed); API answers keep their own compressed copies and opt out per route.
 */
async function compressionPlugin(app: FastifyInstance): Promise<void> {
  // Request bodies are small forms: accepting compressed ones would only invite decompression bombs.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

export default fp(compressionPlugin, { name: 'bff-compression', fastify: '5.x' });
