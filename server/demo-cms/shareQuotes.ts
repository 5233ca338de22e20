import type { ShareEntry } from './contentTypes.js';
import { hashText, seededRandom } from './seededRandom.js';

/**
 * Invented intraday prices for the two listed arms. A day's series is drawn from a generator seeded by
 * the symbol and the date (Asia/Shanghai), so every call of a day agrees, and the time of day decides how
 * much of it has been traded. Before the 09:25 call auction, and at weekends, the feed shows the last
 * trading day's close, as a real one does (public holidays are not modelled). The demo keeps each share's
 * trend fixed (one up, one down) so the ticker's two styles always show.
 */

/** 09:30–11:30 and 13:00–15:00: 240 trading minutes, 241 points. */
export const TRADING_MINUTES = 240;
/** The call auction's price is published at 09:25; before it the feed still shows the last close. */
const AUCTION = 9 * 60 + 25;
const MORNING_OPEN = 9 * 60 + 30;
const MORNING_CLOSE = 11 * 60 + 30;
const AFTERNOON_OPEN = 13 * 60;
const AFTERNOON_CLOSE = 15 * 60;
const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

export interface IntradaySeries {
  symbol: string;
  name: string;
  trend: 'up' | 'down';
  date: string;
  /** The feed's time stamp, `HH:MM:SS`. */
  time: string;
  prevClose: number;
  /** Price of every trading minute of the day. */
  prices: number[];
  /** Shares traded in every trading minute. */
  volumes: number[];
  /** The last minute traded so far. */
  lastIndex: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a Shanghai wall-clock time held in a Date's UTC fields. */
const dayOf = (local: Date): string =>
  `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
const isWeekend = (local: Date): boolean => local.getUTCDay() === 0 || local.getUTCDay() === 6;

/** The close of the last trading day on or before the day of `local` (the Friday of a weekend). */
function closeOn(local: Date): { date: string; time: string; lastIndex: number } {
  let day = local;
  while (isWeekend(day)) day = new Date(day.getTime() - DAY_MS);
  return { date: dayOf(day), time: '15:00:00', lastIndex: TRADING_MINUTES };
}

/** Where the trading day stands at `now`: the minute index and the feed's time stamp. */
function tradingClock(now: Date): { date: string; time: string; lastIndex: number } {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  const date = dayOf(local);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const clock = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  if (isWeekend(local)) return closeOn(local);
  if (minute < AUCTION) return closeOn(new Date(local.getTime() - DAY_MS));
  if (minute < MORNING_OPEN) return { date, time: '09:25:00', lastIndex: 0 };
  if (minute < MORNING_CLOSE) return { date, time: clock, lastIndex: minute - MORNING_OPEN };
  if (minute < AFTERNOON_OPEN) return { date, time: '11:30:00', lastIndex: MORNING_CLOSE - MORNING_OPEN };
  if (minute < AFTERNOON_CLOSE) {
    return { date, time: clock, lastIndex: MORNING_CLOSE - MORNING_OPEN + minute - AFTERNOON_OPEN };
  }
  return { date, time: '15:00:00', lastIndex: TRADING_MINUTES };
}

export function intradaySeries(share: ShareEntry, now: Date): IntradaySeries {
  const { date, time, lastIndex } = tradingClock(now);
  const random = seededRandom(hashText(`${share.symbol}|${date}`));
  const sign = share.trend === 'up' ? 1 : -1;
  const prevClose = round2(share.basePrice * (1 + (random() - 0.5) * 0.08));
  const dayMove = 0.006 + random() * 0.03;
  const walk = [0];
  for (let i = 1; i <= TRADING_MINUTES; i++) walk.push((walk[i - 1] ?? 0) + (random() - 0.5) * 0.0025);
  const end = walk[TRADING_MINUTES] ?? 0;
  const prices: number[] = [];
  const volumes: number[] = [];
  for (let i = 0; i <= TRADING_MINUTES; i++) {
    const t = i / TRADING_MINUTES;
    // A walk pinned at both ends rides on the day's trend; the floor keeps the trend's sign all day.
    const move = Math.max(0.0015, dayMove * (0.35 + 0.65 * t) + 0.6 * ((walk[i] ?? 0) - t * end));
    prices.push(round2(prevClose * (1 + sign * move)));
    // Trading is busiest at the open and the close.
    const busy = 1 + 2.5 * Math.abs(Math.cos(Math.PI * t)) ** 4;
    volumes.push(Math.round((800 + random() * 1600) * busy) * 100);
  }
  return {
    symbol: share.symbol,
    name: share.name,
    trend: share.trend,
    date,
    time,
    prevClose,
    prices,
    volumes,
    lastIndex,
  };
}

/** One `var hq_str_…="…";` line in the 33-field finance-feed form. */
export function quoteLine(series: IntradaySeries): string {
  const traded = series.prices.slice(0, series.lastIndex + 1);
  const price = traded[traded.length - 1] ?? series.prevClose;
  const volume = series.volumes.slice(0, series.lastIndex + 1).reduce((sum, v) => sum + v, 0);
  const amount = traded.reduce((sum, p, i) => sum + p * (series.volumes[i] ?? 0), 0);
  const random = seededRandom(hashText(`${series.symbol}|${series.date}|${series.time}|book`));
  const book = (side: 1 | -1): string[] =>
    [1, 2, 3, 4, 5].flatMap((level) => [
      String(Math.round(10 + random() * 400) * 100),
      (price + side * (level - (side === 1 ? 0 : 1)) * 0.01).toFixed(2),
    ]);
  const bids = book(-1);
  const asks = book(1);
  const fields = [
    series.name,
    (traded[0] ?? series.prevClose).toFixed(2),
    series.prevClose.toFixed(2),
    price.toFixed(2),
    Math.max(...traded).toFixed(2),
    Math.min(...traded).toFixed(2),
    bids[1] ?? price.toFixed(2),
    asks[1] ?? price.toFixed(2),
    String(volume),
    amount.toFixed(2),
    ...bids,
    ...asks,
    series.date,
    series.time,
    '00',
  ];
  return `var hq_str_${series.symbol}="${fields.join(',')}";`;
}

export function shareText(shares: readonly ShareEntry[], now: Date): string {
  return shares.map((share) => quoteLine(intradaySeries(share, now))).join('\n');
}
