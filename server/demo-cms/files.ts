import type { FastifyInstance, FastifyReply } from 'fastify';
import { CMS_FILES_PREFIX } from '../../shared/api/endpoints.js';
import { isLocale, type Locale } from '../../shared/constants.js';
import type { ContentPack, ShareEntry } from './contentTypes.js';
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

/** The share a chart's file name names (`sh609117.svg`, or the six digits alone), if any. */
function shareOfFile(pack: ContentPack, file: string): ShareEntry | undefined {
  const match = STOCK_FILE.exec(file);
  if (!match) return undefined;
  const [, market = '', code = ''] = match;
  return pack.shares.find((s) => s.symbol === `${market}${code}` || (!market && s.symbol.endsWith(code)));
}

/**
 * `/cms/files/*`: the pack's files (photographs as JPEGs, see `packFiles.ts`) with `ETag`, `Content-Type`,
 * `Content-Length` and 304 for a matching `If-None-Match`, like a CMS's static files; and
 * `/cms/files/stock/<lang>/<code>.svg`, the share-price chart drawn for the day and labelled in `zh` or `en`
 * (the code as `sh609117` or `609117`; `/cms/files/stock/<code>.svg` is the Chinese one).
 */
export async function registerFiles(
  app: FastifyInstance,
  pack: ContentPack,
  now: () => Date,
  photoCacheDir?: string | null,
): Promise<void> {
  const sendChart = (reply: FastifyReply, file: string, lang: Locale) => {
    const share = shareOfFile(pack, file);
    if (!share) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(stockChartSvg(intradaySeries(share, now()), lang === 'en' ? share.englishName : share.name));
  };
  app.get<{ Params: { file: string } }>(`${CMS_FILES_PREFIX}/stock/:file`, async (request, reply) =>
    sendChart(reply, request.params.file, 'zh'),
  );
  app.get<{ Params: { lang: string; file: string } }>(
    `${CMS_FILES_PREFIX}/stock/:lang/:file`,
    async (request, reply) => {
      const { lang, file } = request.params;
      return isLocale(lang) ? sendChart(reply, file, lang) : reply.callNotFound();
    },
  );
  const files = packFilesOf(pack, photoCacheDir);
  app.get<{ Params: { '*': string } }>(`${CMS_FILES_PREFIX}/*`, async (request, reply) => {
    const file = await files.get(request.params['*']);
    if (file === null) return reply.callNotFound();
    reply.header('etag', file.etag).header('cache-control', FILE_CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(file.contentType).header('content-length', file.bytes.length).send(file.bytes);
  });
}
