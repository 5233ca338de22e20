/**
 * The BFF draws a page from its key alone (docs/caching.md, "The key of an answer"): every route kind, in
 * both languages, answers each header a visitor may send with exactly the bytes of the plain request. The
 * BFF runs as the edge profile runs it (it believes the edge's forwarded headers, and SITE_URL names the
 * origin), and renders each request (no page cache), so a header that changed a render would show.
 */
import pLimit from 'p-limit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/constants.js';
import { localisedHref } from '../../../shared/seo/languageLinks.js';
import { loadSampleContent, ROUTE_SAMPLES, type SampleContent } from '../../e2e/quality/routeSamples.js';
import { startBuiltBff, type BuiltBff } from './builtBff.js';
import { VISITOR_HEADERS, visible, type VisibleAnswer } from './visitorHeaders.js';

/** Both cores busy, each render still alone enough to finish well within the limits. */
const AT_ONCE = 4;

async function ask(bff: BuiltBff, path: string, headers: Record<string, string> = {}): Promise<VisibleAnswer> {
  const answer = await request(`${bff.url}${path}`, { headers });
  return visible(answer.statusCode, answer.headers, await answer.body.text());
}

const same = (a: VisibleAnswer, b: VisibleAnswer): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A request refused (421 for a host the site does not serve), in an answer no cache keeps. */
const refused = (answer: VisibleAnswer): boolean =>
  answer.status >= 400 && answer.status < 500 && /\bno-store\b/.test(answer.headers['cache-control'] ?? '');

/** A sample's path in a language: its English URL carries `lang=en`. */
function pathIn(locale: Locale, path: string): string {
  const [pathname = '/', query = ''] = path.split('?');
  return localisedHref(pathname, [...new URLSearchParams(query)], locale);
}

describe('every route kind, behind the edge, answers each visitor header as it answers none', () => {
  let bff: BuiltBff;
  const content = new Map<Locale, SampleContent>();

  beforeAll(async () => {
    bff = await startBuiltBff({
      TRUST_PROXY: 'loopback',
      SITE_URL: 'https://www.example.test',
      CACHE_TTL_PAGE_MS: '0',
    });
    for (const locale of LOCALES) content.set(locale, await loadSampleContent(bff, locale));
  });
  afterAll(() => bff.close());

  describe.each(LOCALES)('%s', (locale) => {
    it.each(ROUTE_SAMPLES.map((sample) => [sample.name, sample] as const))('%s', async (_name, sample) => {
      const sampleContent = content.get(locale);
      if (sampleContent === undefined) throw new Error(`no sample content in ${locale}`);
      const path = pathIn(locale, sample.path(sampleContent));
      const plain = await ask(bff, path);
      const limit = pLimit(AT_ONCE);
      const probed = await Promise.all(
        VISITOR_HEADERS.map(([name, value]) =>
          limit(async () => ({ name, value, answer: await ask(bff, path, { [name]: value }) })),
        ),
      );
      const changed = probed.filter(({ answer }) => !same(answer, plain) && !refused(answer));
      expect(changed.map(({ name, value, answer }) => `${name}: ${value} -> ${answer.status}`)).toEqual([]);
    });
  });
});

describe('without SITE_URL, behind a proxy it believes', () => {
  let bff: BuiltBff;
  beforeAll(async () => {
    bff = await startBuiltBff({ TRUST_PROXY: 'loopback', CACHE_TTL_PAGE_MS: '0' });
  });
  afterAll(() => bff.close());

  it("takes the origin from the proxy's X-Forwarded-Host and -Proto, and from nothing else a visitor sends", async () => {
    const plain = await ask(bff, '/columndetail/gsjj');
    const changing: string[] = [];
    for (const [name, value] of VISITOR_HEADERS) {
      const answer = await ask(bff, '/columndetail/gsjj', { [name]: value });
      if (!same(answer, plain)) changing.push(`${name}: ${value} -> ${answer.status}`);
    }
    // Hence the edge drops them on arrival and sets X-Forwarded-Proto itself (deploy/varnish/default.vcl);
    // the other host names answer 421 (ALLOWED_HOSTS).
    expect(changing).toEqual([
      'x-forwarded-host: attacker.example -> 421',
      'x-forwarded-host: localhost -> 200',
      'x-forwarded-proto: https -> 200',
    ]);
  });
});
