import type { ArticleSummary } from '../../shared/api/article.js';
import type { EndpointName, EndpointResponses } from '../../shared/api/endpoints.js';
import type { Folder } from '../../shared/api/folder.js';
import type { MenuItem } from '../../shared/api/menu.js';
import type { CanonicalParams } from './canonicalParams.js';

/**
 * The surrogate keys of an answer (docs/caching.md, "Surrogate keys"): what the CMS things it shows are called, from
 * the endpoint, its canonical parameters and its normalised body. Pure: the folder codes of the ids an
 * endpoint is addressed by come from `codeOf`, which the answer service fills from the menus.
 */

/** The code of a folder id as the menus name it, or null when no menu names that id. */
export type FolderCodeOf = (id: number) => string | null;

export const SITE_KEY = 'site';
export const SHARES_KEY = 'shares';
export const articleKey = (id: number): string => `article:${id}`;
export const folderKey = (code: string): string => `folder:${code}`;
export const menuKey = (flag: string): string => `menu:${flag}`;

class KeyCollector {
  readonly keys = new Set<string>();
  /** Folder ids whose code was asked for and not known. */
  readonly unknownIds = new Set<number>();

  constructor(private readonly codeOf: FolderCodeOf) {}

  add(key: string): void {
    this.keys.add(key);
  }

  folder(code: string | null | undefined): void {
    if (code) this.keys.add(folderKey(code));
  }

  /** The folder of an id (a parameter, or an item that names its folder by id alone). */
  folderId(id: string | number | null | undefined): void {
    const n = Number(id);
    if (id === null || id === undefined || !Number.isSafeInteger(n) || n <= 0) return;
    const code = this.codeOf(n);
    if (code === null) this.unknownIds.add(n);
    else this.folder(code);
  }

  article(article: Pick<ArticleSummary, 'id' | 'fdCode' | 'folderId'>): void {
    if (Number.isSafeInteger(article.id) && article.id > 0) this.keys.add(articleKey(article.id));
    if (article.fdCode) this.folder(article.fdCode);
    else this.folderId(article.folderId);
  }

  articles(list: readonly Pick<ArticleSummary, 'id' | 'fdCode' | 'folderId'>[] | null | undefined): void {
    for (const article of list ?? []) this.article(article);
  }

  /** A folder and every folder below it: a column page shows its sub-columns. */
  folderTree(folder: Pick<Folder, 'fdCode' | 'children'> | null | undefined): void {
    if (!folder) return;
    this.folder(folder.fdCode);
    for (const child of folder.children ?? []) this.folderTree(child);
  }
}

type KeysOf<K extends EndpointName> = (body: EndpointResponses[K], params: CanonicalParams, keys: KeyCollector) => void;

const site: KeysOf<EndpointName> = (_body, _params, keys) => keys.add(SITE_KEY);

/** Per endpoint: what its answer names. */
const KEYS: { [K in EndpointName]: KeysOf<K> } = {
  textSearch: (body, _params, keys) => keys.articles(body.articleLists),
  findArticleList: (body, params, keys) => {
    keys.folderId(params.folderId);
    keys.articles(body.articleLists);
  },
  findPicArticles: (body, params, keys) => {
    keys.folderId(params.folderId);
    keys.articles(body.articleLists);
  },
  findUnPageArticleList: (body, params, keys) => {
    keys.folderId(params.folderId);
    keys.articles(body);
  },
  findPicArticle: (body, params, keys) => {
    keys.folderId(params.folderId);
    keys.articles(body);
  },
  stickArticle: (body, _params, keys) => keys.articles(body),
  rollPictures: (body, _params, keys) => keys.articles(body),
  articleDetail: (body, _params, keys) => keys.article(body),
  articlePreview: (body, _params, keys) => keys.article(body),
  getAboutNews: (body, params, keys) => {
    keys.folder(params.fdCode);
    for (const related of body) if (related.articleId > 0) keys.add(articleKey(related.articleId));
  },
  getDqggAndOthers: (body, _params, keys) => {
    for (const block of body) {
      keys.folder(block.fdMsg.fdCode);
      keys.articles(block.articlesMsg);
    }
  },
  getThreeFoldersMsg: (body, _params, keys) => {
    for (const block of body) {
      keys.folder(block.folderMsg.fdCode);
      for (const sub of block.allSubFolderMsg) keys.folder(sub.subFdCode);
      keys.articles(block.articlesMsg);
    }
  },
  allSubFolders: (body, params, keys) => {
    keys.folderId(params.fdId);
    for (const folder of body) keys.folderTree(folder);
  },
  getAllSub: (body, params, keys) => {
    keys.folderId(params.fdId);
    for (const folder of body) keys.folderTree(folder);
  },
  folderList: (_body, params, keys) => keys.add(menuKey(params.flag ?? 'zh')),
  findFolderMessageById: (body, params, keys) => {
    keys.folderId(params.fdId);
    keys.folderTree(body);
  },
  getFolderDetail: (body, params, keys) => {
    keys.folder(params.fdCode);
    keys.folderTree(body);
  },
  getFdDtAndAtcList: (body, params, keys) => {
    keys.folder(params.fdCode);
    keys.folderTree(body.folder);
    keys.articles(body.list.articleLists);
  },
  findDigitalCol: (_body, params, keys) => keys.folderId(params.fdId),
  getFixedFolder: (_body, params, keys) => keys.folderId(params.fdId),
  getTopRollPics: site,
  fastTrack: site,
  siteList: site,
  oneSite: site,
  grouplinks: site,
  subsidiaries: site,
  sharesMessage: (_body, _params, keys) => keys.add(SHARES_KEY),
};

export interface AnswerKeys {
  keys: string[];
  /** Folder ids the answer names whose code `codeOf` did not know: its keys lack their `folder:*`. */
  unknownIds: number[];
}

/** The surrogate keys of an endpoint's normalised answer, each once, in the order first named. */
export function answerKeys(
  name: EndpointName,
  params: CanonicalParams,
  body: unknown,
  codeOf: FolderCodeOf,
): AnswerKeys {
  const collector = new KeyCollector(codeOf);
  (KEYS[name] as KeysOf<EndpointName>)(body as EndpointResponses[EndpointName], params, collector);
  return { keys: [...collector.keys], unknownIds: [...collector.unknownIds] };
}

/** Every folder id of a menu tree with its code. */
export function menuFolderCodes(tree: readonly MenuItem[]): Map<number, string> {
  const codes = new Map<number, string>();
  const visit = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.fdId > 0 && item.fdCode) codes.set(item.fdId, item.fdCode);
      visit(item.children ?? []);
    }
  };
  visit(tree);
  return codes;
}
