import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CMS_FILES_PREFIX } from '../../shared/api/endpoints.js';
import type { ContentPack } from './contentTypes.js';
import { intradaySeries } from './shareQuotes.js';
import { stockChartSvg } from './stockChart.js';

const STOCK_FILE = /^(?:(sh|sz))?(\d{6})\.svg$/;

/**
 * `/cms/files/*`: the pack's files, and `/cms/files/stock/<code>.svg`, the share-price chart drawn for
 * the day (the code as `sh609117` or `609117`).
 */
export async function registerFiles(app: FastifyInstance, pack: ContentPack, now: () => Date): Promise<void> {
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
  await app.register(fastifyStatic, {
    root: pack.filesDir,
    prefix: `${CMS_FILES_PREFIX}/`,
    index: false,
    list: false,
    dotfiles: 'ignore',
    maxAge: 3600_000,
  });
}
