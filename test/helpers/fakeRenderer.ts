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
 * language and draws it; paths starting `/no/` are not found, nor list codes of the other language (codes
 * starting `e` are English only, codes starting `zh` Chinese only), a `page=` of 99 does not settle in time,
 * and a headline set on its exported `article` object makes the page an article.
 */
const ENTRY = `
export const article = { headline: null };
export async function render({ url, locale, transport }) {
  const address = new URL(url, 'http://x');
  const menus = await transport('folderList', { flag: locale });
  const code = address.pathname.split('/')[2] ?? '';
  const onlyIn = code.startsWith('e') ? 'en' : code.startsWith('zh') ? 'zh' : null;
  const missing = address.pathname.startsWith('/no/') || (onlyIn !== null && onlyIn !== locale);
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
      organisation: null, otherLocaleCodes: ['ejtyw'], feedPaths: ['/feeds/jtyw.xml'],
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
