/**
 * CMS times are Beijing wall-clock strings (`2024-05-06 10:00:00`), without a zone. These
 * write them in the forms the sitemap protocol (W3C datetime) and RSS 2.0 (RFC 822) require, at +08:00.
 */

const CMS_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface BeijingTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The time a CMS string names, or null when it is not a real date and time. */
export function parseBeijingTime(value: string | null | undefined): BeijingTime | null {
  const m = CMS_TIME.exec((value ?? '').trim());
  if (m === null) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) =>
    Number(part ?? 0),
  ) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real && year >= 1000 ? { year, month, day, hour, minute, second } : null;
}

/** W3C datetime (`2024-05-06T10:00:00+08:00`), as sitemaps' `lastmod` wants it. */
export function w3cDateTime(t: BeijingTime): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}+08:00`;
}

/** RFC 822 date (`Mon, 06 May 2024 10:00:00 +0800`), as RSS 2.0's `pubDate` wants it. */
export function rfc822Date(t: BeijingTime): string {
  const weekday = DAYS[new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay()] ?? 'Sun';
  const month = MONTHS[t.month - 1] ?? 'Jan';
  return `${weekday}, ${pad(t.day)} ${month} ${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)} +0800`;
}

/** Orders CMS times, newest first; unreadable times last. */
export function compareNewestFirst(a: BeijingTime | null, b: BeijingTime | null): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return w3cDateTime(b).localeCompare(w3cDateTime(a));
}
