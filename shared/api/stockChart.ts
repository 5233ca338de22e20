/**
 * The share-price chart image (`/columnstock`, the home investor block). The client always asks the BFF
 * at `/stock-chart/<symbol>`; the BFF redirects to the operator's `STOCK_CHART_URL` with `{code}` filled
 * in, so the finance site can change without a client build.
 */
export const STOCK_CHART_PATH = '/stock-chart';

/** `sh609117` or `609117`. */
export const STOCK_SYMBOL_PATTERN = /^(?:sh|sz)?\d{6}$/;

export function stockChartHref(symbol: string): string {
  return `${STOCK_CHART_PATH}/${encodeURIComponent(symbol)}`;
}

/** The configured URL pattern with the symbol substituted (encoded). */
export function stockChartTarget(pattern: string, symbol: string): string {
  return pattern.split('{code}').join(encodeURIComponent(symbol));
}
