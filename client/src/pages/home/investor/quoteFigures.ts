import type { ShareQuote } from '../../../../../shared/api/share';

/** A number with its sign always written (`+0.04`, `-0.05`, `0.00`), to two decimals. */
export function signed(value: number): string {
  const text = Math.abs(value).toFixed(2);
  if (text === '0.00') return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

/** The quote's figures as the ticker writes them. */
export function quoteFigures(quote: ShareQuote): {
  symbol: string;
  price: string;
  change: string;
  changePercent: string;
} {
  return {
    symbol: `${quote.market}${quote.code}`,
    price: quote.price.toFixed(2),
    change: signed(quote.change),
    changePercent: `${signed(quote.changePercent)}%`,
  };
}
