/**
 * What a visitor writes in a URL stays in the page: no path or query makes the edge or the BFF redirect to
 * another host, CR/LF in a path or query adds no header, and the search and not-found pages draw the
 * visitor's words as text. Sent as raw bytes, since HTTP clients rewrite such paths before sending them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rawHttp, statusOf } from '../../helpers/rawHttp.js';
import { useEdgeSite } from './edgeSite.js';

/** Paths and queries that try to name another host in a redirect. */
const OFF_SITE = [
  '//attacker.example/',
  '//attacker.example',
  '//attacker.example//',
  '///attacker.example/',
  '//attacker.example/columndetail/gsjj/',
  '/%2F%2Fattacker.example/',
  '/%2f%2fattacker.example',
  '/%2F/attacker.example/',
  '/\\attacker.example/',
  '/\\/attacker.example/',
  '/%5Cattacker.example/',
  '/%5c%5cattacker.example/',
  '/\\\\attacker.example\\',
  '/columndetail/gsjj/',
  '/columndetail/gsjj//',
  '/columndetail/gsjj/?next=//attacker.example',
  '/columndetail/gsjj?lang=en&next=https://attacker.example/',
  '/?redirect=https://attacker.example/',
  '/index/sy/?url=%2F%2Fattacker.example',
  '/articledetail/1001?lang=en',
  '/articledetail/5001',
  '/https://attacker.example/',
  '/http:/attacker.example',
];

/** CR/LF in a path or a query, spelled as the bytes a client may send. */
const CRLF = [
  '/columndetail/gsjj%0d%0aX-Injected:%201/',
  '/columndetail/gsjj/%0d%0aX-Injected:%201',
  '/%0d%0aX-Injected:%201',
  '/columndetail/gsjj?lang=en%0d%0aX-Injected:%201',
  '/columndetail/gsjj/?x=%0d%0aX-Injected:%201',
  '/articlesearch?inputValue=%0d%0aX-Injected:%201',
  '/articlesearch?inputValue=a%0aX-Injected:%201',
  '/cms/api/article/detail?id=1%0d%0aX-Injected:%201',
  '/cms/files/a%0d%0aX-Injected:%201.jpg?w=640',
];

interface RawAnswer {
  status: number;
  /** Header lines as sent, names in lower case. */
  headers: [name: string, value: string][];
  body: string;
}

function parse(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const [, ...lines] = raw.slice(0, end).split('\r\n');
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  return { status: statusOf(raw), headers, body: raw.slice(end + 4) };
}

describe("off-site redirects, CR/LF and the visitor's words, through the edge and at the BFF", () => {
  const site = useEdgeSite({ settings: { TRUST_PROXY: '127.0.0.1', ALLOWED_HOSTS: 'localhost,127.0.0.1' } });
  const counts = { requests: 0, offSite: 0, injected: 0 };
  afterAll(() => {
    console.info(
      `off-site: ${counts.requests} requests, ${counts.offSite} off-site redirects, ${counts.injected} injected headers`,
    );
  });

  /** The same raw GET to the edge and to the BFF, each with the Host it serves, and cookies if given. */
  async function both(path: string, cookie?: string): Promise<{ where: string; answer: RawAnswer }[]> {
    const answers = [];
    for (const [where, port] of [
      ['edge', site().varnish.port],
      ['bff', Number(new URL(site().bffUrl).port)],
    ] as const) {
      const extra = cookie === undefined ? '' : `Cookie: ${cookie}\r\n`;
      const raw = await rawHttp(
        port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`,
      );
      counts.requests += 1;
      answers.push({ where, answer: parse(raw) });
    }
    return answers;
  }

  it.each(OFF_SITE)('%s redirects to this site only', async (path) => {
    for (const cookie of [undefined, 'locale=en']) {
      for (const { where, answer } of await both(path, cookie)) {
        const location = answer.headers.find(([name]) => name === 'location')?.[1];
        if (location === undefined) continue;
        const onSite = location.startsWith('/') && !/^\/[/\\]/.test(location) && !location.includes('\\');
        if (!onSite) counts.offSite += 1;
        expect(onSite, `${where} ${path} (${cookie ?? 'no cookie'}) -> ${answer.status} ${location}`).toBe(true);
      }
    }
  });

  it.each(CRLF)('%s adds no header', async (path) => {
    for (const cookie of [undefined, 'locale=en']) {
      for (const { where, answer } of await both(path, cookie)) {
        const injected = answer.headers.filter(([name]) => name === 'x-injected');
        counts.injected += injected.length;
        expect(injected, `${where} ${path}`).toEqual([]);
        expect(answer.status, `${where} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${where} ${path}`).toBeLessThan(500);
      }
    }
  });

  it.each([
    ['/articlesearch?inputValue=', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      '/articlesearch?lang=en&inputValue=',
      '"><img src=x onerror=alert(1)>',
      '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
    ],
  ])('the search page draws the words in %s as text', async (page, words, asText) => {
    for (const { where, answer } of await both(`${page}${encodeURIComponent(words)}`)) {
      expect(answer.status, where).toBe(200);
      expect(answer.body, where).not.toContain(words);
      expect(answer.body, where).toContain(asText);
    }
  });

  it('the not-found page does not draw a path as markup', async () => {
    const words = '<img src=x onerror=alert(1)>';
    for (const { where, answer } of await both(`/${encodeURIComponent(words)}`)) {
      expect(answer.status, where).toBe(404);
      expect(answer.body, where).not.toContain(words);
    }
  });
});
