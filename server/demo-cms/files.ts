import type { FastifyInstance } from 'fastify';
import { CMS_FILES_PREFIX } from '../../shared/api/endpoints.js';
import type { ContentPack } from './contentTypes.js';
import { packFilesOf } from './packFiles.js';
import { intradaySeries } from './shareQuotes.js';
import { stockChartSvg } from './stockChart.js';

const STOCK_FILE = /^(?:(sh|sz))?(\d{6})\.svg$/;
/** Like the CMS's static files: an hour, then revalidated with the entity tag. */
const FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Whether an `If-None-Match` header names an entity tag (weak comparison, as for any GET). */
function matches(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * `/cms/files/*`: the pack's files (photographs as JPEGs, see `packFiles.ts`) with `ETag`, `Content-Type`,
 * `Content-Length` and 304 for a matching `If-None-Match`, like a CMS's static files; and
 * `/cms/files/stock/<code>.svg`, the share-price chart drawn for the day (the code as `sh609117` or `609117`).
 */
export async function registerFiles(
  app: FastifyInstance,
  pack: ContentPack,
  now: () => Date,
  photoCacheDir?: string | null,
): Promise<void> {
  app.get<{ Params: { file: string } }>(`${CMS_FILES_PREFIX}/stock/:file`, async (request, reply) => {
    const match = STOCK_FILE.exec(request.params.file);
    const share = match
      ? pack.shares.find(
          (s) => s.symbol === `${match[1] ?? ''}${match[2]}` || (!match[1] && s.symbol.endsWith(match[2] ?? '')),
        )
      : undefined;
    if (!share) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(stockChartSvg(intradaySeries(share, now())));
  });
  const files = packFilesOf(pack, photoCacheDir);
  app.get<{ Params: { '*': string } }>(`${CMS_FILES_PREFIX}/*`, async (request, reply) => {
    const file = await files.get(request.params['*']);
    if (file === null) return reply.callNotFound();
    reply.header('etag', file.etag).header('cache-control', FILE_CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(file.contentType).header('content-length', file.bytes.length).send(file.bytes);
  });
}
