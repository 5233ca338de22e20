import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../shared/api/endpoints.js';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import type { FailMode } from '../../../server/demo-cms/control.js';
import { label } from '../harness/content.js';
import { useSite } from '../harness/site.js';
import { loadSampleContent, ROUTE_SAMPLES, type RouteSample, type SampleContent } from './routeSamples.js';

/*
 * Pages whose CMS calls fail one at a time, read as a crawler reads them (the server's HTML alone), with
 * nothing stale in the BFF's cache: a page stands when one of its secondary calls fails, and only its
 * essential calls (the menu tree, its primary resource: each sample's `essential`) take it down.
 */

/** The menu tree's call: every page's navigation, section menu and breadcrumb. */
const MENU_CALL: EndpointName = 'folderList';

// A time budget shorter than the server's default, so each of the 22 calls made to hang is given up on
// sooner, yet long enough that no call that answers misses it (a late answer is drawn loading). The
// demo CMS answers in the test's own process within milliseconds; no browser runs beside this file.
const DATA_TIMEOUT_MS = 1_200;
const site = useSite({ SSR_DATA_TIMEOUT_MS: String(DATA_TIMEOUT_MS) });

/** More failures than one page's calls of an endpoint. */
const FAILURES = 20;

interface Fetched {
  status: number;
  retryAfter: string | null;
  html: string;
}

async function page(path: string, locale: Locale): Promise<Fetched> {
  const response = await fetch(new URL(path, site().baseUrl), { headers: { cookie: `locale=${locale}` } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
}

/** The page read with `path` of the CMS failing in `mode`, with nothing cached. */
async function failing(path: string, locale: Locale, endpoint: string, mode: FailMode): Promise<Fetched> {
  site().purge();
  site().control.reset();
  site().control.failNext(FAILURES, mode, endpoint);
  const read = await page(path, locale);
  site().control.reset();
  return read;
}

/** The endpoint paths a page calls, with nothing cached. */
async function callsOf(path: string, locale: Locale): Promise<EndpointName[]> {
  site().purge();
  site().control.reset();
  await page(path, locale);
  return (Object.keys(ENDPOINTS) as EndpointName[]).filter(
    (name) => site().control.callCount(ENDPOINTS[name].path) > 0,
  );
}

/** The text of the page's `<h1>`s, as a crawler reads them. */
function headings(html: string): string[] {
  return Array.from(html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs), ([, inner = '']) => inner.replace(/<[^>]+>/g, '').trim());
}

afterEach(() => {
  site().control.reset();
});

describe.each(LOCALES)('the home page in %s with one of its calls failing', (locale: Locale) => {
  const noData = () => 'data-empty="noData"';
  const has = (html: string, marker: string) => html.includes(marker);
  /** The news centre's categories and their list, as the server drew them. */
  const newsCategories = (html: string) => {
    const start = html.indexOf('data-news-categories');
    return start === -1 ? '' : html.slice(start, html.indexOf('</section>', start));
  };
  /** Each block's own content as the whole page has it. */
  const CONTENT: Record<string, string> = {
    banner: 'data-css-autoplay=',
    quick: 'data-fast-track',
    about: 'data-block="about"',
    slides: 'data-news-slider="true" data-fallback="false"',
    categories: 'data-article-list',
    folders: 'data-folder-block=',
    notices: 'data-notice-panel=',
    ticker: 'data-quote=',
    contact: 'tel:',
    links: label(locale, 'footer.partnerLinks'),
  };
  /** The blocks a failing call takes away, and what each shows instead. */
  const CASES: { endpoint: string; gone: (keyof typeof CONTENT)[]; fallback: (html: string) => boolean }[] = [
    {
      endpoint: 'folder/getTopRollPics',
      gone: ['banner'],
      fallback: (html) => has(html, label(locale, 'home.heroTitle')),
    },
    { endpoint: 'site/fastTrack', gone: ['quick'], fallback: (html) => has(html, noData()) },
    { endpoint: 'folder/rollPictures', gone: ['slides'], fallback: (html) => has(html, 'data-fallback="true"') },
    {
      endpoint: 'article/findArticleList',
      gone: ['categories'],
      fallback: (html) => has(newsCategories(html), noData()),
    },
    { endpoint: 'article/getThreeFoldersMsg', gone: ['folders'], fallback: (html) => has(html, noData()) },
    { endpoint: 'article/getDqggAndOthers', gone: ['notices'], fallback: (html) => has(html, noData()) },
    { endpoint: 'share/sharesMessage', gone: ['ticker'], fallback: (html) => has(html, noData()) },
    { endpoint: 'site/oneSite', gone: ['contact'], fallback: (html) => has(html, noData()) },
    { endpoint: 'site/grouplinks', gone: ['links'], fallback: (html) => has(html, '<footer') },
    {
      endpoint: 'folder/getFixedFolder',
      gone: [],
      fallback: (html) => has(html, label(locale, 'common.aboutUs')) && has(html, noData()),
    },
    { endpoint: 'article/stickArticle', gone: [], fallback: (html) => !has(html, 'data-top-news=') },
  ];

  /** Where a block's marker is looked for: the news list within the news centre, the rest in the page. */
  const drawn = (html: string, block: string) => (block === 'categories' ? newsCategories(html) : html);
  let whole = '';
  beforeAll(async () => {
    site().purge();
    whole = (await page('/index/sy', locale)).html;
    for (const marker of Object.values(CONTENT)) expect(whole, marker).toContain(marker);
  });

  describe.each(['http500', 'badJson', 'envelopeError'] as const)('answering %s', (mode) => {
    it.each(CASES.map((one) => [one.endpoint, one] as const))(
      'keeps the page, and every other block, with %s failing',
      async (endpoint, one) => {
        const read = await failing('/index/sy', locale, endpoint, mode);
        expect(read.status).toBe(200);
        expect(headings(read.html)).toEqual(headings(whole));
        for (const [block, marker] of Object.entries(CONTENT)) {
          if (one.gone.includes(block)) expect(drawn(read.html, block), block).not.toContain(marker);
          else expect(drawn(read.html, block), block).toContain(marker);
        }
        expect(one.fallback(read.html)).toBe(true);
      },
    );
  });

  it.each(CASES.map((one) => [one.endpoint] as const))(
    'is sent at its time budget with every other block when %s hangs',
    async (endpoint) => {
      const read = await failing('/index/sy', locale, endpoint, 'hang');
      expect(read.status).toBe(200);
      const gone = CASES.find((one) => one.endpoint === endpoint)?.gone ?? [];
      for (const [block, marker] of Object.entries(CONTENT)) {
        if (!gone.includes(block)) expect(read.html, block).toContain(marker);
      }
    },
  );

  it('answers 503 with Retry-After when the menus fail and nothing is cached', async () => {
    const read = await failing('/index/sy', locale, ENDPOINTS[MENU_CALL].path, 'http500');
    expect(read.status).toBe(503);
    expect(read.retryAfter).toBe('30');
  });
});

describe('every route kind with one of its calls failing', () => {
  let content: SampleContent;
  beforeAll(async () => {
    content = await loadSampleContent(site(), 'zh');
  });

  const inner = ROUTE_SAMPLES.filter((sample) => !['homeIndex', 'cncec', 'notFound'].includes(sample.route));

  it.each(inner.map((sample) => [sample.name, sample] as const))(
    '%s answers 503 for its essential calls and stands with its title for the others',
    async (_name, sample: RouteSample) => {
      const path = sample.path(content);
      site().purge();
      const whole = await page(path, 'zh');
      expect(whole.status).toBe(200);
      const essential = new Set<EndpointName>([MENU_CALL, ...sample.essential]);
      const calls = await callsOf(path, 'zh');
      expect(calls).toEqual(expect.arrayContaining([...essential]));
      for (const endpoint of calls) {
        for (const mode of ['http500', 'badJson'] as const) {
          const read = await failing(path, 'zh', ENDPOINTS[endpoint].path, mode);
          const what = `${endpoint} ${mode}`;
          if (essential.has(endpoint)) {
            expect(read.status, what).toBe(503);
          } else {
            expect(read.status, what).toBe(200);
            expect(headings(read.html), what).toEqual(headings(whole.html));
          }
        }
      }
    },
  );
});
