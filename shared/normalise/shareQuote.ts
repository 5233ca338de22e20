import type { ShareQuote } from '../api/share.js';
import { UpstreamShapeError } from './cleaner.js';

/**
 * Finance-feed quote text: one line per company,
 * `var hq_str_sh609117="name,open,prevClose,price,high,low,bid,ask,volume,amount,…,date,time,…";`
 * Lines are separated by newlines or `;`; `data` may also be an array of such strings.
 */
const LINE = /^var\s+hq_str_(sh|sz)(\d{6})\s*=\s*"([^"]*)"\s*$/;
const FIELD = { name: 0, open: 1, prevClose: 2, price: 3, date: 30, time: 31 } as const;
const MIN_FIELDS = FIELD.time + 1;

function toNumber(text: string | undefined, what: string, symbol: string): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) {
    throw new UpstreamShapeError(`share text: ${what} of ${symbol} is not a number`);
  }
  return value;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function parseShareLine(line: string): ShareQuote {
  const match = LINE.exec(line.trim());
  if (!match) throw new UpstreamShapeError('share text: a line is not in the hq_str form');
  const [, market, code, body] = match as unknown as [string, 'sh' | 'sz', string, string];
  const symbol = `${market}${code}`;
  const fields = body.split(',');
  if (fields.length < MIN_FIELDS) throw new UpstreamShapeError(`share text: ${symbol} has too few fields`);
  const name = fields[FIELD.name]?.trim() ?? '';
  if (name === '') throw new UpstreamShapeError(`share text: ${symbol} has no name`);
  const price = toNumber(fields[FIELD.price], 'price', symbol);
  const prevClose = toNumber(fields[FIELD.prevClose], 'previous close', symbol);
  const date = fields[FIELD.date]?.trim() ?? '';
  const time = fields[FIELD.time]?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}:\d{2}$/.test(time)) {
    throw new UpstreamShapeError(`share text: ${symbol} has no valid date and time`);
  }
  const change = round2(price - prevClose);
  const changePercent = prevClose === 0 ? 0 : round2((change / prevClose) * 100);
  // The sign character decides the style: '-' is down, anything else up.
  const direction = change.toFixed(2).startsWith('-') ? 'down' : 'up';
  return { market, code, name, price, prevClose, change, changePercent, direction, time: `${date} ${time}` };
}

export function parseShareText(data: unknown): ShareQuote[] {
  const chunks = Array.isArray(data) ? data : [data];
  if (chunks.some((chunk) => typeof chunk !== 'string')) {
    throw new UpstreamShapeError('share text: the data is not text');
  }
  const lines = (chunks as string[])
    .flatMap((chunk) => chunk.split(/[\n;]/))
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new UpstreamShapeError('share text: no quotes');
  return lines.map(parseShareLine);
}
