import { describe, expect, it } from 'vitest';
import {
  compareNewestFirst,
  parseBeijingTime,
  type BeijingTime,
  rfc822Date,
  w3cDateTime,
} from '../../../../server/discovery/beijingTime.js';

/** A time the test knows to be valid. */
function at(value: string): BeijingTime {
  const time = parseBeijingTime(value);
  if (time === null) throw new Error(`not a time: ${value}`);
  return time;
}

describe('CMS times', () => {
  it('are read from the CMS forms, with or without seconds or a time', () => {
    expect(parseBeijingTime('2024-05-06 10:00:00')).toEqual({
      year: 2024,
      month: 5,
      day: 6,
      hour: 10,
      minute: 0,
      second: 0,
    });
    expect(parseBeijingTime('2024-05-06T08:30')).toMatchObject({ hour: 8, minute: 30, second: 0 });
    expect(parseBeijingTime(' 2024-05-06 ')).toMatchObject({ day: 6, hour: 0 });
  });

  it('are refused when they are not real times', () => {
    for (const value of ['', null, undefined, '2024-02-30 10:00:00', '2024-13-01', '2024-05-06 24:00:00', 'soon']) {
      expect(parseBeijingTime(value), String(value)).toBeNull();
    }
  });

  it('are written as W3C datetimes at +08:00', () => {
    expect(w3cDateTime(at('2024-05-06 10:00:00'))).toBe('2024-05-06T10:00:00+08:00');
  });

  it('are written as RFC 822 dates at +0800 with the right weekday', () => {
    expect(rfc822Date(at('2024-05-06 10:00:00'))).toBe('Mon, 06 May 2024 10:00:00 +0800');
    expect(rfc822Date(at('2026-11-16 09:40:05'))).toBe('Mon, 16 Nov 2026 09:40:05 +0800');
    expect(rfc822Date(at('2024-02-29 23:59:59'))).toBe('Thu, 29 Feb 2024 23:59:59 +0800');
  });

  it('order newest first, unreadable ones last', () => {
    const times = ['2024-01-01 00:00:00', 'x', '2025-01-01 00:00:00', '2024-06-01 12:00:00'].map(parseBeijingTime);
    expect(times.sort(compareNewestFirst).map((t) => (t === null ? null : t.year))).toEqual([2025, 2024, 2024, null]);
  });
});
