import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, type Locale } from '../../shared/constants.js';
import { ContentError, failFile, type At } from './contentShape.js';
import type { ContentPack, LanguagePack, StoredArticle } from './contentTypes.js';
import { findContentDir } from './contentDir.js';
import { readArticleFile } from './loadArticles.js';
import { indexFolders, readFixedFolders, readMenuEntries } from './loadFolders.js';
import {
  readCarousels,
  readCompanySites,
  readFastTrack,
  readFriendLinks,
  readServiceTiles,
  readShares,
  readSiteInfo,
  readSubsidiaries,
} from './loadSite.js';

/**
 * Reads and checks the whole content pack once. Any malformed file stops the start with an error that
 * names it (relative to the content directory) and the place inside it.
 */
export function loadContent(dir: string = findContentDir()): ContentPack {
  const readJson = (file: string): { value: unknown; at: At } => {
    const path = join(dir, file);
    const at: At = { file, path: '$' };
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (cause) {
      throw new ContentError(`${file}: cannot be read (${(cause as Error).message})`, { cause });
    }
    try {
      return { value: JSON.parse(text) as unknown, at };
    } catch (cause) {
      throw new ContentError(`${file}: is not valid JSON (${(cause as Error).message})`, { cause });
    }
  };
  const read = <T>(file: string, reader: (value: unknown, at: At) => T): T => {
    const { value, at } = readJson(file);
    return reader(value, at);
  };

  const articles: StoredArticle[] = [];
  const languages = {} as Record<Locale, LanguagePack>;
  for (const lang of LOCALES) {
    const pack = loadLanguage(dir, lang, read);
    languages[lang] = pack;
    articles.push(...loadArticles(dir, pack, read));
  }
  checkUniqueIds(articles);
  return {
    dir,
    filesDir: join(dir, 'files'),
    languages,
    articles,
    fastTrack: read('common/fastTrack.json', readFastTrack),
    friendLinks: read('common/friendLinks.json', readFriendLinks),
    shares: read('common/shares.json', readShares),
  };
}

type Read = <T>(file: string, reader: (value: unknown, at: At) => T) => T;

function loadLanguage(dir: string, lang: Locale, read: Read): LanguagePack {
  const menusFile = `${lang}/menus.json`;
  const fixedFile = `${lang}/fixedFolders.json`;
  const menus = read(menusFile, readMenuEntries);
  const fixed = read(fixedFile, readFixedFolders);
  const folders = indexFolders(lang, menus, fixed, { file: menusFile, path: '$' }, { file: fixedFile, path: '$' });
  const byCode = new Map([...folders.values()].map((f) => [f.fdCode, f]));
  const pagesDir = join(dir, lang, 'pages');
  for (const name of existsSync(pagesDir) ? readdirSync(pagesDir) : []) {
    if (!name.endsWith('.html')) continue;
    const folder = byCode.get(name.slice(0, -'.html'.length));
    if (!folder) throw new ContentError(`${lang}/pages/${name}: no ${lang} folder has this code`);
    folder.folderDetail = readFileSync(join(pagesDir, name), 'utf8');
  }
  return {
    lang,
    menus,
    folders,
    carousels: read(`${lang}/carousels.json`, readCarousels),
    siteInfo: read(`${lang}/siteInfo.json`, readSiteInfo),
    companySites: read(`${lang}/companySites.json`, readCompanySites),
    subsidiaries: read(`${lang}/subsidiaries.json`, readSubsidiaries),
    serviceTiles: read(`${lang}/serviceTiles.json`, readServiceTiles),
  };
}

/** `articles/<fdCode>.json` of one language; a folder without a file has no articles. */
function loadArticles(dir: string, pack: LanguagePack, read: Read): StoredArticle[] {
  const articlesDir = join(dir, pack.lang, 'articles');
  if (!existsSync(articlesDir)) return [];
  const byCode = new Map([...pack.folders.values()].map((f) => [f.fdCode, f]));
  const out: StoredArticle[] = [];
  for (const name of readdirSync(articlesDir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = relative(dir, join(articlesDir, name));
    const folder = byCode.get(name.slice(0, -'.json'.length));
    if (!folder) throw new ContentError(`${file}: no ${pack.lang} folder has this code`);
    out.push(...read(file, (value, at) => readArticleFile(value, folder, at)));
  }
  return out;
}

function checkUniqueIds(articles: StoredArticle[]): void {
  const seen = new Map<number, StoredArticle>();
  for (const article of articles) {
    const other = seen.get(article.id);
    if (other) {
      failFile(
        `${article.lang}/articles/${article.fdCode}.json`,
        `article id ${article.id} is also used in ${other.lang}/articles/${other.fdCode}.json`,
      );
    }
    seen.set(article.id, article);
  }
}
