export type QuoteDirection = 'up' | 'down';

/** One company's quote, parsed from the finance-feed text. */
export interface ShareQuote {
  market: 'sh' | 'sz';
  code: string;
  name: string;
  price: number;
  prevClose: number;
  /** price − prevClose, rounded to 2 decimals. */
  change: number;
  /** Percentage: -0.70 means −0.70 %. */
  changePercent: number;
  direction: QuoteDirection;
  /** `YYYY-MM-DD HH:MM:SS`. */
  time: string;
}

export interface ShareQuotes {
  quotes: ShareQuote[];
}
