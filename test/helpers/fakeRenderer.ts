import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SHELL_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>Shell</title>' +
  '<meta name="description" content="shell" /><script type="module" src="/assets/app-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the client's server entry: it asks the BFF's transport for the menu tree of the page's
 * language and draws it; paths starting `/no/` and the code `missing` are not found; a `page=` of 99 does not settle in time, and
 * a headline set on its exported `article` object makes the page an article. Its language rules are the
 * app's (languageRedirects.ts), over codes named by their first letters: `eX` is English with the Chinese
 * counterpart `X`, `eonlyX` English only, `zhX` Chinese only, any other code both; articles `5…` are
 * English, others Chinese. A page asked in the language it lacks redirects (301) to its counterpart, or to
 * its own URL in its language.
 */
const ENTRY = `
export const article = { headline: null };
function languageOf(kind, code) {
  if (kind === 'articledetail') return code.startsWith('5') ? 'en' : 'zh';
  return code.startsWith('e') ? 'en' : code.startsWith('zh') ? 'zh' : null;
}
function addressIn(path, query, locale) {
  const rest = [...query].filter(([name]) => name !== 'lang').map(([k, v]) => k + '=' + v);
  const all = locale === 'en' ? ['lang=en', ...rest] : rest;
  return path + (all.length > 0 ? '?' + all.join('&') : '');
}
export async function render({ url, locale, transport }) {
  const address = new URL(url, 'http://x');
  const [, kind = '', code = ''] = address.pathname.split('/');
  const own = languageOf(kind, code);
  // The menu tree first, as the app's loaders read it to decide a redirect.
  const menus = await transport('folderList', { flag: locale });
  if (own !== null && own !== locale) {
    const counterpart = own === 'en' && kind !== 'articledetail' && !code.startsWith('eonly') ? code.slice(1) : null;
    const location = counterpart === null
      ? addressIn(address.pathname, address.searchParams, own)
      : addressIn('/' + kind + '/' + counterpart, address.searchParams, locale);
    return { kind: 'redirect', status: 301, location };
  }
  const missing = address.pathname.startsWith('/no/') || code === 'missing';
  const names = menus.status === 200 ? menus.body.map((m) => m.fdName).join(',') : 'none';
  const headline = article.headline;
  return {
    kind: 'page',
    status: missing ? 404 : 200,
    complete: address.searchParams.get('page') !== '99',
    failed: menus.status >= 500,
    degraded: code === 'degraded' ? [{ endpoint: 'getThreeFoldersMsg', cause: 'HTTP 502 UPSTREAM_ERROR' }] : [],
    html: '<main data-menus="' + names + '">' + locale + '</main>',
    stateJson: '{"locale":"' + locale + '"}',
    head: {
      lang: locale === 'zh' ? 'zh-CN' : 'en', title: 'T ' + address.pathname, siteName: 'Site', homeLabel: 'Home',
      description: 'D', ogType: headline ? 'article' : 'website', image: '/cms/files/a.png', imageAlt: 'A picture',
      logo: '/cms/files/logo.svg',
      routeId: missing ? null : 'articlepagelist',
      breadcrumb: [{ name: 'News', path: '/articlepagelist/jtyw' }, { name: 'Page', path: null }],
      article: headline
        ? { headline, datePublished: '2026-11-02 09:30:00', dateModified: '2026-11-03 08:00:00', author: null, image: null }
        : null,
      organisation: null, otherLocaleCodes: ['ejtyw'], feeds: [{ path: '/feeds/jtyw.xml', title: 'News | Site' }],
    },
  };
}
`;

/** A client build (the shell) with a stand-in server entry beside it, in a temporary directory. */
export interface RenderedBuild {
  clientDir: string;
  /** The stand-in entry's module (the BFF imports the same one). */
  entryUrl: string;
  remove: () => Promise<void>;
}

/** `entry`: the stand-in entry's source, when a test needs one that reads other answers. */
export async function makeRenderedBuild(entry: string = ENTRY): Promise<RenderedBuild> {
  const base = await mkdtemp(join(tmpdir(), 'bff-rendered-'));
  const clientDir = join(base, 'dist');
  await mkdir(clientDir);
  await mkdir(join(base, 'dist-ssr'));
  await writeFile(join(clientDir, 'index.html'), SHELL_HTML);
  await writeFile(join(base, 'dist-ssr', 'entry-server.js'), entry);
  const entryUrl = pathToFileURL(join(base, 'dist-ssr', 'entry-server.js')).href;
  return { clientDir, entryUrl, remove: () => rm(base, { recursive: true, force: true }) };
}
