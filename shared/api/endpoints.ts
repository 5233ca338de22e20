/**
 * The allowlist of `/cms/api/*` calls (the calls the pages need; docs/cms-contract.md): the upstream method,
 * the parameters with their validation kinds, and the cache group of each. The BFF builds its routes
 * from this table; the client types its queries from it.
 */
import type { Locale } from '../constants.js';
import { ENDPOINT_PATHS } from './endpointPaths.js';
import type { Article, ArticleSummary, PagedList, RelatedNews } from './article.js';
import type { Folder, FolderWithArticles, ProfileBlock, ServiceTile } from './folder.js';
import type { CarouselPicture, FastTrackItem, NoticeBlock, ThreeFolderBlock } from './home.js';
import type { MenuItem } from './menu.js';
import type { ShareQuotes } from './share.js';
import type { CompanySiteGroup, FriendLink, SiteInfo, Subsidiaries } from './site.js';

export { CMS_API_PREFIX, CMS_FILES_PREFIX, endpointUrl } from './endpointPaths.js';

export const CACHE_GROUPS = ['MENU', 'SITE', 'LIST', 'ARTICLE', 'SEARCH', 'SHARES'] as const;
export type CacheGroup = (typeof CACHE_GROUPS)[number];

/**
 * Validation kinds: `id` digit string, `flag` zh|en, `nowPage` 1..10000,
 * `pageSize` one of the pagers' sizes, `searchText` 1..100 characters, `fdCode` and `siteCode` codes.
 */
export type ParamKind = 'id' | 'flag' | 'nowPage' | 'pageSize' | 'searchText' | 'fdCode' | 'siteCode';

export interface ParamSpec {
  kind: ParamKind;
  required: boolean;
  /** Applied when the parameter is absent, before the cache key is built. */
  default?: string | number;
}

export interface EndpointSpec {
  /** Path below `/cms/api/`. */
  path: string;
  /** How the upstream expects the call: GET with query or POST with a form body. */
  upstream: 'GET' | 'POST';
  group: CacheGroup;
  params: Readonly<Record<string, ParamSpec>>;
  /** At least one of these parameters must be present. */
  requireOneOf?: readonly string[];
}

const id = { kind: 'id', required: true } as const;
const optionalId = { kind: 'id', required: false } as const;
const flag = { kind: 'flag', required: false, default: 'zh' } as const;
const nowPage = { kind: 'nowPage', required: false, default: 1 } as const;
const pageSize = { kind: 'pageSize', required: false, default: 10 } as const;
const siteCode = { kind: 'siteCode', required: true } as const;

export const ENDPOINTS = {
  textSearch: {
    path: ENDPOINT_PATHS.textSearch,
    upstream: 'POST',
    group: 'SEARCH',
    params: { inPutMessage: { kind: 'searchText', required: true }, nowPage, pageSize, flag },
  },
  findArticleList: {
    path: ENDPOINT_PATHS.findArticleList,
    upstream: 'POST',
    group: 'LIST',
    params: { folderId: id, nowPage, pageSize },
  },
  findUnPageArticleList: {
    path: ENDPOINT_PATHS.findUnPageArticleList,
    upstream: 'POST',
    group: 'LIST',
    params: { folderId: id },
  },
  findPicArticles: {
    path: ENDPOINT_PATHS.findPicArticles,
    upstream: 'POST',
    group: 'LIST',
    params: { folderId: id, nowPage, pageSize },
  },
  findPicArticle: { path: ENDPOINT_PATHS.findPicArticle, upstream: 'POST', group: 'LIST', params: { folderId: id } },
  stickArticle: { path: ENDPOINT_PATHS.stickArticle, upstream: 'POST', group: 'LIST', params: { flag } },
  articleDetail: { path: ENDPOINT_PATHS.articleDetail, upstream: 'POST', group: 'ARTICLE', params: { id } },
  articlePreview: { path: ENDPOINT_PATHS.articlePreview, upstream: 'POST', group: 'ARTICLE', params: { id } },
  getAboutNews: {
    path: ENDPOINT_PATHS.getAboutNews,
    upstream: 'GET',
    group: 'LIST',
    params: { articleId: id, fdCode: { kind: 'fdCode', required: false } },
  },
  getDqggAndOthers: { path: ENDPOINT_PATHS.getDqggAndOthers, upstream: 'GET', group: 'LIST', params: { flag } },
  getThreeFoldersMsg: { path: ENDPOINT_PATHS.getThreeFoldersMsg, upstream: 'GET', group: 'LIST', params: { flag } },
  allSubFolders: { path: ENDPOINT_PATHS.allSubFolders, upstream: 'POST', group: 'MENU', params: { fdId: id } },
  getAllSub: { path: ENDPOINT_PATHS.getAllSub, upstream: 'POST', group: 'MENU', params: { fdId: id } },
  folderList: { path: ENDPOINT_PATHS.folderList, upstream: 'POST', group: 'MENU', params: { flag } },
  findFolderMessageById: {
    path: ENDPOINT_PATHS.findFolderMessageById,
    upstream: 'POST',
    group: 'MENU',
    params: { fdId: id },
  },
  getFolderDetail: {
    path: ENDPOINT_PATHS.getFolderDetail,
    upstream: 'POST',
    group: 'MENU',
    params: { fdCode: { kind: 'fdCode', required: false }, fdId: optionalId },
    requireOneOf: ['fdCode', 'fdId'],
  },
  getFdDtAndAtcList: {
    path: ENDPOINT_PATHS.getFdDtAndAtcList,
    upstream: 'POST',
    group: 'LIST',
    params: { fdCode: { kind: 'fdCode', required: true }, nowPage, pageSize },
  },
  findDigitalCol: { path: ENDPOINT_PATHS.findDigitalCol, upstream: 'POST', group: 'MENU', params: { fdId: id } },
  getTopRollPics: { path: ENDPOINT_PATHS.getTopRollPics, upstream: 'POST', group: 'SITE', params: { flag } },
  rollPictures: { path: ENDPOINT_PATHS.rollPictures, upstream: 'POST', group: 'LIST', params: { flag } },
  getFixedFolder: { path: ENDPOINT_PATHS.getFixedFolder, upstream: 'POST', group: 'MENU', params: { fdId: id, flag } },
  fastTrack: { path: ENDPOINT_PATHS.fastTrack, upstream: 'GET', group: 'SITE', params: {} },
  siteList: { path: ENDPOINT_PATHS.siteList, upstream: 'POST', group: 'SITE', params: { flag } },
  oneSite: { path: ENDPOINT_PATHS.oneSite, upstream: 'POST', group: 'SITE', params: { code: siteCode } },
  grouplinks: { path: ENDPOINT_PATHS.grouplinks, upstream: 'POST', group: 'SITE', params: { code: siteCode } },
  subsidiaries: { path: ENDPOINT_PATHS.subsidiaries, upstream: 'POST', group: 'SITE', params: { flag } },
  sharesMessage: { path: ENDPOINT_PATHS.sharesMessage, upstream: 'POST', group: 'SHARES', params: {} },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The canonical response body of each endpoint. */
export interface EndpointResponses {
  textSearch: PagedList<ArticleSummary>;
  findArticleList: PagedList<ArticleSummary>;
  findUnPageArticleList: ArticleSummary[];
  findPicArticles: PagedList<ArticleSummary>;
  findPicArticle: ArticleSummary[];
  stickArticle: ArticleSummary[];
  articleDetail: Article;
  articlePreview: Article;
  getAboutNews: RelatedNews[];
  getDqggAndOthers: NoticeBlock[];
  getThreeFoldersMsg: ThreeFolderBlock[];
  allSubFolders: Folder[];
  getAllSub: Folder[];
  folderList: MenuItem[];
  findFolderMessageById: Folder;
  getFolderDetail: Folder;
  getFdDtAndAtcList: FolderWithArticles;
  findDigitalCol: ServiceTile[];
  getTopRollPics: CarouselPicture[];
  rollPictures: ArticleSummary[];
  getFixedFolder: ProfileBlock;
  fastTrack: FastTrackItem[];
  siteList: CompanySiteGroup[];
  oneSite: SiteInfo;
  grouplinks: FriendLink[];
  subsidiaries: Subsidiaries;
  sharesMessage: ShareQuotes;
}

interface ParamValueByKind {
  id: number | string;
  flag: Locale;
  nowPage: number;
  pageSize: number;
  searchText: string;
  fdCode: string;
  siteCode: string;
}

type Params<K extends EndpointName> = (typeof ENDPOINTS)[K]['params'];
type RequiredKeys<P> = { [N in keyof P]: P[N] extends { required: true } ? N : never }[keyof P];
type OptionalKeys<P> = Exclude<keyof P, RequiredKeys<P>>;
type ValueOf<S> = S extends { kind: infer Kind extends ParamKind } ? ParamValueByKind[Kind] : never;

/** The arguments of a call, typed from the table: required parameters required, the rest optional. */
export type EndpointArgs<K extends EndpointName> = { [N in RequiredKeys<Params<K>>]: ValueOf<Params<K>[N]> } & {
  [N in OptionalKeys<Params<K>>]?: ValueOf<Params<K>[N]>;
};

/** Endpoint by its path below `/cms/api/`, or undefined when it is not allowlisted. */
export function endpointByPath(path: string): EndpointName | undefined {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    if (ENDPOINTS[name].path === path) return name;
  }
  return undefined;
}
