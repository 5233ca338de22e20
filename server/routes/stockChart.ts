import type { FastifyInstance } from 'fastify';
import { STOCK_CHART_PATH, STOCK_SYMBOL_PATTERN, stockChartTarget } from '../../shared/api/stockChart.js';
import { DEFAULT_LOCALE, isLocale } from '../../shared/constants.js';
import { LANG_PARAM } from '../../shared/seo/languageLinks.js';
import type { Config } from '../config.js';
import { BffError } from '../errors/bffError.js';

export interface StockChartOptions {
  config: Config;
}

/** How long browsers and CDNs may keep the redirect: the configured target changes only on redeploy. */
const REDIRECT_MAX_AGE_S = 300;

/**
 * `GET /stock-chart/<symbol>[?lang=en]` → 302 to `STOCK_CHART_URL` with the symbol and the language filled
 * in. The language is in the URL as on pages (Chinese when it names none), so every cache keeps one
 * redirect per language.
 */
export default async function stockChartRoutes(app: FastifyInstance, { config }: StockChartOptions): Promise<void> {
  app.get<{ Params: { symbol: string }; Querystring: Record<string, unknown> }>(
    `${STOCK_CHART_PATH}/:symbol`,
    async (request, reply) => {
      const { symbol } = request.params;
      if (!STOCK_SYMBOL_PATTERN.test(symbol)) {
        throw new BffError(400, 'BAD_REQUEST', {
          en: 'The stock symbol must be six digits, optionally after sh or sz',
          zh: '股票代码应为六位数字，可带 sh 或 sz 前缀',
        });
      }
      const lang = request.query[LANG_PARAM] ?? DEFAULT_LOCALE;
      if (!isLocale(lang)) {
        throw new BffError(400, 'BAD_REQUEST', {
          en: 'The language must be zh or en',
          zh: '语言应为 zh 或 en',
        });
      }
      return reply
        .header('cache-control', `public, max-age=${REDIRECT_MAX_AGE_S}`)
        .redirect(stockChartTarget(config.stockChartUrl, symbol, lang), 302);
    },
  );
}
