import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CMS_FILES_PREFIX } from '../../shared/api/endpoints.js';
import { BffError, notFound } from '../errors/bffError.js';
import { matchesEntityTag } from '../http/contentEncoding.js';
import { fileKey, fileSegments } from '../http/filePath.js';
import { isShareable } from '../images/originals.js';
import { isRasterPath, requestedVariant } from '../images/pictureRequest.js';
import type { VariantSpec } from '../images/variantSpec.js';

/** Request headers that make file downloads conditional or partial; nothing else reaches the CMS. */
const FORWARDED_FILE_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
/** Response headers passed back; hop-by-hop and cookie headers stay behind. */
const PASSED_FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'vary',
] as const;
const PASSED_STATUSES = new Set([200, 206, 304, 416]);
/** A file opened as a document (an SVG, say) runs nothing and loads nothing from elsewhere. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Names the file an answer was made from (`Surrogate-Key: file:<path>`) when a shared cache may keep the
 * answer, so a purge of the file reaches the edge's copies of it and of its variants.
 */
function nameFile(reply: FastifyReply, segments: readonly string[], cacheControl: string | null): void {
  const key = fileKey(segments);
  if (key !== null && isShareable(cacheControl)) reply.header('surrogate-key', key);
}

/**
 * A picture variant (`?w=`) or share card (`?card=1`), from the picture cache or made for this request;
 * when none can be made now (the queue is full), the original in its place, kept ten seconds, so the
 * visitor sees the picture and an edge soon asks again for the variant. Only a width variant's format
 * follows `Accept`: a card is a JPEG for every crawler, whatever odd `Accept` it sends, so one copy of it
 * serves all and an edge keeps it once.
 */
async function sendVariant(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  segments: string[],
  spec: VariantSpec,
): Promise<FastifyReply> {
  const variant = await app.pictures.variant(segments.join('/'), segments, spec, request.headers.accept);
  request.log.debug(
    { picture: { path: segments.join('/'), kind: variant.kind, width: variant.width, format: variant.format } },
    variant.fallback
      ? 'picture variant not made now: the original sent instead'
      : variant.made
        ? 'picture variant made'
        : 'picture variant from the cache',
  );
  if (variant.kind === 'width') reply.header('vary', 'Accept');
  reply
    .header('etag', variant.etag)
    .header('x-cache', variant.made ? 'MISS' : 'HIT')
    .header('content-security-policy', FILE_CSP);
  if (variant.cacheControl !== null) reply.header('cache-control', variant.cacheControl);
  nameFile(reply, segments, variant.cacheControl);
  if (matchesEntityTag(request.headers['if-none-match'], [variant.etag])) return reply.code(304).send();
  reply.type(variant.contentType).header('content-length', variant.bytes.length);
  return request.method === 'HEAD' ? reply.send() : reply.send(variant.bytes);
}

/**
 * `/cms/files/*`: images and documents streamed from the CMS (GET and HEAD only); with `?w=<width>`, a
 * raster picture's variant of that width, with `?card=1` its share card (`server/images/`).
 */
export default async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${CMS_FILES_PREFIX}/*`,
    exposeHeadRoute: false,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const segments = fileSegments(request.url, CMS_FILES_PREFIX);
      const spec = requestedVariant(request.url);
      if (spec !== null && isRasterPath(segments)) return sendVariant(app, request, reply, segments, spec);
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_FILE_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
      const file = await app.upstream.openFile(segments, method, headers);
      if (!PASSED_STATUSES.has(file.status)) {
        file.body.resume();
        if (file.status === 404 || file.status === 410) throw notFound({ en: 'File not found', zh: '文件不存在' });
        throw new BffError(502, 'UPSTREAM_ERROR', {
          en: `The CMS answered with HTTP ${file.status}`,
          zh: `内容服务返回了 HTTP ${file.status} 错误`,
        });
      }
      reply.code(file.status);
      for (const name of PASSED_FILE_HEADERS) {
        const value = file.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      reply.header('content-security-policy', FILE_CSP);
      const cacheControl = file.headers['cache-control'];
      nameFile(reply, segments, Array.isArray(cacheControl) ? cacheControl.join(', ') : (cacheControl ?? null));
      if (method === 'HEAD' || file.status === 304) {
        file.body.resume();
        return reply.send();
      }
      return reply.send(file.body);
    },
  });
}
