import { describe, expect, it } from 'vitest';
import { TICKER_SYMBOLS } from '../../../shared/constants.js';
import { parseShareText } from '../../../shared/normalise/shareQuote.js';
import { intradaySeries, shareText } from '../../../server/demo-cms/shareQuotes.js';
import type { ShareEntry } from '../../../server/demo-cms/contentTypes.js';
import { loadContent } from '../../../server/demo-cms/content.js';

const shares = loadContent().shares;

/** Shanghai times of one day, from before the open to after the close, as UTC instants. */
function timesOf(day: string): Date[] {
  return ['08:00', '09:31', '10:45', '11:29', '12:10', '13:00', '14:20', '14:59', '15:30', '22:00'].map(
    (hm) => new Date(`${day}T${hm}:00+08:00`),
  );
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
      for (const now of timesOf(day)) {
        const quotes = parseShareText(shareText(shares, now));
        expect(quotes.map((q) => `${q.market}${q.code}:${q.direction}`)).toEqual(['sh609117:up', 'sz004206:down']);
        for (const q of quotes) {
          expect(q.time.slice(0, 10)).toBe(day);
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
});
