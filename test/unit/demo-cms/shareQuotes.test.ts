import { describe, expect, it } from 'vitest';
import { TICKER_SYMBOLS } from '../../../shared/constants.js';
import { parseShareText } from '../../../shared/normalise/shareQuote.js';
import { intradaySeries, shareText } from '../../../server/demo-cms/shareQuotes.js';
import type { ShareEntry } from '../../../server/demo-cms/contentTypes.js';
import { loadContent } from '../../../server/demo-cms/content.js';

const shares = loadContent().shares;

/** Shanghai times of one day, from before the open to after the close. */
const TIMES = ['08:00', '09:25', '09:31', '10:45', '11:29', '12:10', '13:00', '14:20', '14:59', '15:30', '22:00'];
/**
 * The Shanghai day a quote at `day` `hm` belongs to: that day from the 09:25 auction on a weekday, else the
 * last weekday before it.
 */
function quotedDay(day: string, hm: string): string {
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  let date = new Date(`${day}T00:00:00Z`);
  if (hm < '09:25' || weekend(date)) {
    do date = new Date(date.getTime() - 86_400_000);
    while (weekend(date));
  }
  return date.toISOString().slice(0, 10);
}
const DAYS = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString().slice(0, 10));

describe('share text', () => {
  it('has one line per ticker symbol in the 33-field finance-feed form', () => {
    const text = shareText(shares, new Date('2026-03-18T02:00:00Z'));
    const lines = text.split('\n');
    expect(lines.map((l) => /^var hq_str_(\w+)=/.exec(l)?.[1])).toEqual([...TICKER_SYMBOLS]);
    for (const line of lines) {
      expect(line).toMatch(/^var hq_str_(sh|sz)\d{6}="[^"]*";$/);
      expect(/"([^"]*)"/.exec(line)?.[1]?.split(',')).toHaveLength(33);
    }
  });

  it('parses with the shared parser at every time of day, sh609117 up and sz004206 down', () => {
    for (const day of DAYS) {
      for (const hm of TIMES) {
        const quotes = parseShareText(shareText(shares, new Date(`${day}T${hm}:00+08:00`)));
        expect(quotes.map((q) => `${q.market}${q.code}:${q.direction}`)).toEqual(['sh609117:up', 'sz004206:down']);
        for (const q of quotes) {
          expect(q.time.slice(0, 10)).toBe(quotedDay(day, hm));
          expect(Math.abs(q.change)).toBeGreaterThanOrEqual(0.01);
        }
      }
    }
  });

  it('is the same for the same moment and differs from day to day', () => {
    const now = new Date('2026-05-06T03:00:00Z');
    expect(shareText(shares, now)).toBe(shareText(shares, new Date(now)));
    expect(shareText(shares, new Date('2026-05-07T03:00:00Z'))).not.toBe(shareText(shares, now));
  });

  it('keeps the price within the day’s high and low', () => {
    const now = new Date('2026-05-06T06:00:00Z');
    for (const line of shareText(shares, now).split('\n')) {
      const f = (/"([^"]*)"/.exec(line)?.[1] ?? '').split(',').map(Number);
      const [, open, , price, high, low] = f as [number, number, number, number, number, number];
      expect(high).toBeGreaterThanOrEqual(Math.max(open, price));
      expect(low).toBeLessThanOrEqual(Math.min(open, price));
    }
  });

  it('trades nothing before the open and the whole day after the close', () => {
    const share = shares[0] as ShareEntry;
    expect(intradaySeries(share, new Date('2026-05-06T09:25:00+08:00'))).toMatchObject({
      lastIndex: 0,
      time: '09:25:00',
    });
    expect(intradaySeries(share, new Date('2026-05-06T10:00:30+08:00'))).toMatchObject({
      lastIndex: 30,
      time: '10:00:30',
    });
    expect(intradaySeries(share, new Date('2026-05-06T12:00:00+08:00'))).toMatchObject({
      lastIndex: 120,
      time: '11:30:00',
    });
    expect(intradaySeries(share, new Date('2026-05-06T18:00:00+08:00'))).toMatchObject({
      lastIndex: 240,
      time: '15:00:00',
    });
  });

  it("shows the last trading day's close before the call auction and at weekends, never a time to come", () => {
    const share = shares[0] as ShareEntry;
    const closeOf = (date: string) => ({ date, time: '15:00:00', lastIndex: 240 });
    // Wednesday 02:00 in Shanghai (Tuesday evening in Europe): Tuesday's close.
    expect(intradaySeries(share, new Date('2026-05-06T02:00:00+08:00'))).toMatchObject(closeOf('2026-05-05'));
    expect(intradaySeries(share, new Date('2026-05-06T09:24:59+08:00'))).toMatchObject(closeOf('2026-05-05'));
    // Saturday and Sunday, and Monday before the auction: Friday's close.
    expect(intradaySeries(share, new Date('2026-05-09T11:00:00+08:00'))).toMatchObject(closeOf('2026-05-08'));
    expect(intradaySeries(share, new Date('2026-05-10T23:59:00+08:00'))).toMatchObject(closeOf('2026-05-08'));
    expect(intradaySeries(share, new Date('2026-05-11T08:00:00+08:00'))).toMatchObject(closeOf('2026-05-08'));
    // The same series as seen on that day after its close.
    const friday = intradaySeries(share, new Date('2026-05-08T16:00:00+08:00'));
    expect(intradaySeries(share, new Date('2026-05-09T11:00:00+08:00')).prices).toEqual(friday.prices);
  });
});
