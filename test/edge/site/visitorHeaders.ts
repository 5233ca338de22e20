/**
 * Request headers a visitor may send to any page, none of them in the key of an answer (docs/caching.md):
 * each must leave the answer exactly as it is without it, or be refused. The forwarding family, the
 * rewriting and method-override kinds, languages, agents, content negotiation, ranges and conditionals,
 * and the browser's own.
 */
export const VISITOR_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-forwarded-host', 'attacker.example'],
  ['x-forwarded-host', 'localhost'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-port', '8443'],
  ['x-forwarded-for', '203.0.113.9'],
  ['x-forwarded-prefix', '/evil'],
  ['x-forwarded-server', 'attacker.example'],
  ['x-forwarded-scheme', 'https'],
  ['x-forwarded-ssl', 'on'],
  ['forwarded', 'for=203.0.113.9;host=attacker.example;proto=https'],
  ['x-real-ip', '203.0.113.9'],
  ['x-client-ip', '203.0.113.9'],
  ['x-host', 'attacker.example'],
  ['x-original-host', 'attacker.example'],
  ['x-original-url', '/articlesearch?inputValue=poison'],
  ['x-rewrite-url', '/404'],
  ['x-http-method-override', 'DELETE'],
  ['x-http-method', 'PURGE'],
  ['x-method-override', 'POST'],
  ['accept-language', 'en-US,en;q=0.9'],
  ['accept-language', 'zh-TW,zh;q=0.8'],
  ['user-agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  [
    'user-agent',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  ['accept', 'application/json'],
  ['accept', 'text/plain'],
  ['range', 'bytes=0-99'],
  ['if-range', '"stale"'],
  ['if-none-match', '"stale"'],
  ['if-match', '"stale"'],
  ['if-modified-since', 'Wed, 01 Jan 2020 00:00:00 GMT'],
  ['if-unmodified-since', 'Wed, 01 Jan 2020 00:00:00 GMT'],
  ['cookie', '_ga=GA1.1.2024.1; _gid=GA1.1.77; Hm_lvt_5f3e=1767225600; consent=analytics'],
  ['origin', 'https://attacker.example'],
  ['referer', 'https://attacker.example/landing'],
  ['cache-control', 'no-cache'],
  ['pragma', 'no-cache'],
  ['via', '1.1 attacker-proxy'],
  ['x-requested-with', 'XMLHttpRequest'],
  ['save-data', 'on'],
  ['sec-ch-ua-mobile', '?1'],
  ['sec-fetch-mode', 'cors'],
  ['dnt', '1'],
  ['x-edge-locale', 'en'],
  ['max-forwards', '0'],
];

/** The parts of an answer a visitor sees, which a header not in the key must leave alone. */
export interface VisibleAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * Headers that say what an answer is. Those that say how this answer went are left out: Date, Age, the
 * caches' X-Cache, Content-Length (a miss streams what a hit sends whole), and ETag, which names the bytes
 * and so the arrival times below.
 */
const VISIBLE_HEADERS = [
  'location',
  'content-type',
  'content-language',
  'content-encoding',
  'cache-control',
  'vary',
  'link',
  'surrogate-key',
  'set-cookie',
] as const;

/**
 * The store a page carries for the browser's code says when each of its answers arrived: the one part of
 * two renders of a page that differs by time alone.
 */
const ARRIVAL_TIMES = /"(fulfilled|started)TimeStamp":\d+/g;

/** An answer as a visitor sees it, the arrival times of a rendered page's answers set to 0. */
export function visible(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): VisibleAnswer {
  const kept: Record<string, string | undefined> = {};
  for (const name of VISIBLE_HEADERS) {
    const value = headers[name];
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { status, headers: kept, body: body.replace(ARRIVAL_TIMES, '"$1TimeStamp":0') };
}
