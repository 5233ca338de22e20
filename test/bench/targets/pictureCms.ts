/**
 * Bench target: the demo CMS, plus pictures for the picture-variant figures. `/cms/files/bench/photo-<n>.jpg`
 * is a demo photograph (1920 × 1200 JPEG, as the demo CMS serves them) under as many names as the bench
 * wants, each with its own entity tag, so every name is a new original; `/cms/files/bench/bytes-<n>.jpg` is
 * exactly n bytes, to compare a cached variant with the plain file route for the same length.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDemoCms } from '../../../server/demo-cms/app.js';
import { loadContent } from '../../../server/demo-cms/content.js';
import { DEFAULT_PHOTO_CACHE_DIR, drawnPhoto } from '../../../server/demo-cms/photoCache.js';

const POOL = ['plant', 'construction', 'lab', 'pipeline', 'digital', 'people', 'green', 'port', 'award', 'safety'];
const MAX_BYTES = 16 * 1024 * 1024;

const content = loadContent();
const photos = await Promise.all(
  POOL.map((theme) =>
    drawnPhoto(readFileSync(join(content.filesDir, 'images', `${theme}-1.svg`)), DEFAULT_PHOTO_CACHE_DIR),
  ),
);
const { app } = buildDemoCms({ content });

app.get<{ Params: { name: string } }>('/cms/files/bench/:name', async (request, reply) => {
  const match = /^(photo|bytes)-(\d+)\.jpg$/.exec(request.params.name);
  const n = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(n) || (match[1] === 'bytes' && n > MAX_BYTES)) return reply.callNotFound();
  const body = match[1] === 'photo' ? (photos[n % photos.length] ?? Buffer.alloc(0)) : Buffer.alloc(n, 0x5a);
  const etag = `"${match[1]}-${n}-${createHash('sha1').update(body).digest('hex').slice(0, 8)}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/jpeg').send(body);
});

const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
