/**
 * Pages of the built site behind the edge: kept at the edge, two variants of a bare URL at
 * most (the `locale` cookie's English and everything else), never an answer in another language than the
 * URL or the cookie asks for, and served from grace while the BFF is down.
 */
import { describe, expect, it } from 'vitest';
import { pageLanguage, useEdgeSite, type EdgeSite } from './edgeSite.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const ANALYTICS = '_ga=GA1.1.2024.1; _gid=GA1.1.77; Hm_lvt_5f3e=1767225600; consent=analytics';

/** Pages of the demo content in both languages, and the language an article is written in. */
const PAGES: { path: string; article?: 'zh' | 'en' }[] = [
  { path: '/index/sy' },
  { path: '/articlepagelist/jtyw' },
  { path: '/columndetail/gsjj' },
  { path: '/leaders' },
  { path: '/articleimglist/qywh' },
  { path: '/column_article/hxjs' },
  { path: '/articledetail/1001', article: 'zh' },
  { path: '/articledetail/5001', article: 'en' },
];
const LANGS = [null, 'zh', 'en'] as const;
const COOKIES: { cookie: string | null; locale: 'zh' | 'en' | null }[] = [
  { cookie: null, locale: null },
  { cookie: 'locale=en', locale: 'en' },
  { cookie: 'locale=zh', locale: 'zh' },
  { cookie: ANALYTICS, locale: null },
  { cookie: `${ANALYTICS}; locale=en`, locale: 'en' },
];
const MAX_REDIRECTS = 3;

/** A small seeded generator, so that a failing mix can be run again. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Asks the edge for `path`, following redirects with the same cookies; the last answer and the hops. */
async function follow(site: EdgeSite, path: string, cookie: string | null) {
  const hops: string[] = [path];
  let answer = await site.get(path, { headers: cookie === null ? {} : { cookie } });
  while (answer.status >= 300 && answer.status < 400 && hops.length <= MAX_REDIRECTS) {
    const location = answer.headers.location ?? '';
    const next = new URL(location, site.varnish.url);
    hops.push(`${next.pathname}${next.search}`);
    answer = await site.get(`${next.pathname}${next.search}`, { headers: cookie === null ? {} : { cookie } });
  }
  return { answer, hops };
}

describe('pages at the edge', () => {
  // Pages are fresh for the default minute: the mixed load runs within one page lifetime, so each
  // variant reaches the BFF once (twice at most, a redirect and its page).
  const site = useEdgeSite();

  it('answers a second request for a page from the edge', async () => {
    const first = await site().get('/index/sy?lang=en');
    const second = await site().get('/index/sy?lang=en');
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    expect([second.status, second.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(site().bffRequests.filter((r) => r.url === '/index/sy?lang=en')).toHaveLength(1);
  });

  it('answers 1,000 mixed requests in the language asked for, with at most two BFF requests per variant', async () => {
    const random = mulberry32(20260105);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const mix = Array.from({ length: 1000 }, () => ({ page: pick(PAGES), lang: pick(LANGS), cookie: pick(COOKIES) }));
    const before = site().bffRequests.length;
    const wrong: string[] = [];
    const CONCURRENCY = 16;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < mix.length; i = next++) {
          const { page, lang, cookie } = mix[i] as (typeof mix)[number];
          const path = lang === null ? page.path : `${page.path}?lang=${lang}`;
          const expected = page.article ?? lang ?? (cookie.locale === 'en' ? 'en' : 'zh');
          const { answer, hops } = await follow(site(), path, cookie.cookie);
          const got = answer.status === 200 ? pageLanguage(answer.body) : `HTTP ${answer.status}`;
          if (got !== expected) wrong.push(`${hops.join(' -> ')} [${cookie.cookie ?? ''}]: ${got}, not ${expected}`);
        }
      }),
    );
    expect(wrong.slice(0, 20), `${wrong.length} of ${mix.length} answers in the wrong language`).toEqual([]);

    const perVariant = new Map<string, number>();
    for (const request of site().bffRequests.slice(before)) {
      const variant = `${request.method} ${request.url} [${request.cookie ?? ''}]`;
      perVariant.set(variant, (perVariant.get(variant) ?? 0) + 1);
    }
    const overTwo = [...perVariant].filter(([, count]) => count > 2);
    expect(overTwo).toEqual([]);
    // Each variant reaches the BFF with no cookie but an English locale.
    expect(new Set([...perVariant.keys()].map((v) => /\[(.*)\]$/.exec(v)?.[1]))).toEqual(new Set(['', 'locale=en']));
  });
});

describe('pages at the edge while the BFF is down', () => {
  // Pages are fresh for two seconds at the edge, so that the test can see one go stale.
  const site = useEdgeSite({ settings: { CACHE_TTL_PAGE_MS: '2000' } });

  it('answers from grace once the BFF is stopped and the page is past its freshness', async () => {
    const fresh = await site().get('/columndetail/egsjj?lang=en');
    expect(fresh.status).toBe(200);
    await site().stopBff();
    await sleep(2300);
    const stale = await site().get('/columndetail/egsjj?lang=en');
    expect([stale.status, stale.headers['x-cache'], pageLanguage(stale.body)]).toEqual([200, 'HIT-STALE', 'en']);
  });
});
