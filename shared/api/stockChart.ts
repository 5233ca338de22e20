/**
 * The share-price chart image (`/columnstock`, the home investor block). The client always asks the BFF
 * at `/stock-chart/<symbol>`, with the page's language as a page's URL names it (`?lang=en` for English,
 * nothing for Chinese); the BFF redirects to the operator's `STOCK_CHART_URL` with `{code}` and `{lang}`
 * filled in, so the finance site can change without a client build.
 */
import type { Locale } from '../constants.js';
import { localisedHref } from '../seo/languageLinks.js';

export const STOCK_CHART_PATH = '/stock-chart';

/** `sh609117` or `609117`. */
export const STOCK_SYMBOL_PATTERN = /^(?:sh|sz)?\d{6}$/;

/** The chart of a symbol labelled in `locale`: `/stock-chart/sh609117`, `/stock-chart/sh609117?lang=en`. */
export function stockChartHref(symbol: string, locale: Locale): string {
  return localisedHref(`${STOCK_CHART_PATH}/${encodeURIComponent(symbol)}`, [], locale);
}

/** The configured URL pattern with the symbol and the language substituted (encoded). */
export function stockChartTarget(pattern: string, symbol: string, locale: Locale): string {
  return pattern.split('{code}').join(encodeURIComponent(symbol)).split('{lang}').join(locale);
}
