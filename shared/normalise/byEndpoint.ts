import type { Article, ArticleSummary, PagedList } from '../api/article.js';
import type { EndpointName, EndpointResponses } from '../api/endpoints.js';
import { DEFAULT_LOCALE, isLocale } from '../constants.js';
import type { Folder } from '../api/folder.js';
import { normaliseArticle, normaliseArticleSummary, normaliseRelatedNews } from './article.js';
import { UpstreamNotFoundError, UpstreamShapeError } from './cleaner.js';
import { asRecord, toInt, type FieldReader } from './fields.js';
import { normaliseFolder, normaliseProfileBlock, normaliseServiceTile } from './folder.js';
import {
  normaliseCarouselPicture,
  normaliseFastTrackItem,
  normaliseNoticeBlock,
  normaliseThreeFolderBlock,
} from './home.js';
import { normaliseMenuTree } from './menuTree.js';
import { normalisePagedList, type PageRequest } from './pagedList.js';
import { parseShareText } from './shareQuote.js';
import { normaliseCompanySiteGroups, normaliseFriendLink, normaliseSiteInfo, normaliseSubsidiaries } from './site.js';

/** What a normaliser gets: the whole upstream envelope, the validated parameters, and field readers. */
export interface NormaliseContext {
  params: Readonly<Record<string, string | number>>;
  read: FieldReader;
}

type Normaliser<R> = (envelope: Record<string, unknown>, ctx: NormaliseContext) => R;

function pageOf(ctx: NormaliseContext): PageRequest {
  return { nowPage: toInt(ctx.params.nowPage) ?? 1, pageSize: toInt(ctx.params.pageSize) ?? 10 };
}

function list<T>(envelope: Record<string, unknown>, map: (item: unknown) => T): T[] {
  const { data } = envelope;
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw new UpstreamShapeError('the data is not a list');
  return data.map(map);
}

function item(envelope: Record<string, unknown>): Record<string, unknown> {
  const { data } = envelope;
  if (data === null || data === undefined) throw new UpstreamNotFoundError('not found');
  const record = asRecord(data);
  if (!record) throw new UpstreamShapeError('the data is not an object');
  return record;
}

const pagedArticles: Normaliser<PagedList<ArticleSummary>> = (envelope, ctx) =>
  normalisePagedList(envelope, pageOf(ctx), (a) => normaliseArticleSummary(a, ctx.read));
const articleList: Normaliser<ArticleSummary[]> = (envelope, ctx) =>
  list(envelope, (a) => normaliseArticleSummary(a, ctx.read));
const article: Normaliser<Article> = (envelope, ctx) => normaliseArticle(item(envelope), ctx.read);
const folderList: Normaliser<Folder[]> = (envelope, ctx) => list(envelope, (x) => normaliseFolder(x, ctx.read));
const folder: Normaliser<Folder> = (envelope, ctx) => normaliseFolder(item(envelope), ctx.read);

/** The canonical shape of every endpoint, from the upstream's envelope. */
export const NORMALISERS: { [K in EndpointName]: Normaliser<EndpointResponses[K]> } = {
  textSearch: pagedArticles,
  findArticleList: pagedArticles,
  findPicArticles: pagedArticles,
  findUnPageArticleList: articleList,
  findPicArticle: articleList,
  stickArticle: articleList,
  rollPictures: articleList,
  articleDetail: article,
  articlePreview: article,
  getAboutNews: (envelope, ctx) => list(envelope, (x) => normaliseRelatedNews(x, ctx.read)),
  getDqggAndOthers: (envelope, ctx) => list(envelope, (x) => normaliseNoticeBlock(x, ctx.read)),
  getThreeFoldersMsg: (envelope, ctx) => list(envelope, (x) => normaliseThreeFolderBlock(x, ctx.read)),
  allSubFolders: folderList,
  getAllSub: folderList,
  folderList: (envelope, ctx) =>
    normaliseMenuTree(envelope.data ?? [], ctx.read, isLocale(ctx.params.flag) ? ctx.params.flag : DEFAULT_LOCALE),
  findFolderMessageById: folder,
  getFolderDetail: folder,
  getFdDtAndAtcList: (envelope, ctx) => {
    const data = item(envelope);
    return {
      folder: normaliseFolder(data.folderMsg, ctx.read),
      list: normalisePagedList({ data }, pageOf(ctx), (a) => normaliseArticleSummary(a, ctx.read)),
    };
  },
  findDigitalCol: (envelope, ctx) => list(envelope, (x) => normaliseServiceTile(x, ctx.read)),
  getTopRollPics: (envelope, ctx) =>
    list(envelope, (x) => normaliseCarouselPicture(x, ctx.read)).filter((p) => p !== null),
  getFixedFolder: (envelope, ctx) => normaliseProfileBlock(item(envelope), ctx.read),
  fastTrack: (envelope, ctx) => list(envelope, (x) => normaliseFastTrackItem(x, ctx.read)),
  siteList: (envelope, ctx) => normaliseCompanySiteGroups(envelope.data ?? [], ctx.read),
  oneSite: (envelope, ctx) => normaliseSiteInfo(item(envelope), ctx.read),
  grouplinks: (envelope, ctx) => list(envelope, (x) => normaliseFriendLink(x, ctx.read)),
  subsidiaries: (envelope, ctx) => normaliseSubsidiaries(item(envelope), ctx.read),
  sharesMessage: (envelope) => ({ quotes: parseShareText(envelope.data) }),
};
