import type { UpstreamArticle } from '../../shared/entities/article.js';
import type { UpstreamFolder } from '../../shared/entities/folder.js';
import type { StoredArticle, StoredFolder } from './contentTypes.js';

/** Files of the pack are always addressed site-relative. */
export const FILES_URL = '/cms/files';

export function poolImageUrl(name: string): string {
  return `${FILES_URL}/images/${name}.jpg`;
}

/**
 * An article as the CMS sends it. List rows leave the body out, as list pages never show it; detail
 * and preview carry it.
 */
export function upstreamArticle(a: StoredArticle, withContent = false): UpstreamArticle & { stick: boolean } {
  const image = a.image === null ? null : poolImageUrl(a.image);
  return {
    id: a.id,
    articleId: a.id,
    title: a.title,
    englishTitle: a.englishTitle,
    summary: a.summary,
    ...(withContent ? { content: a.content } : {}),
    breviary: image,
    imageNetUrl: image,
    imageFileName: a.image === null ? null : `${a.image}.jpg`,
    publishTime: a.publishTime,
    publishUser: a.publishUser,
    createTime: a.publishTime,
    updateTime: a.publishTime,
    createUser: 'admin',
    updateUser: 'admin',
    startTime: null,
    endTime: null,
    fdSort: a.fdSort ?? 0,
    fdStatus: 1,
    // The CMS marks picture articles with type 2 and text articles with 1.
    fdType: image === null ? 1 : 2,
    delFlag: 0,
    folderId: a.folderId,
    fdCode: a.fdCode,
    stick: a.stick ?? false,
  };
}

export type FolderView = UpstreamFolder & {
  parentId: number | null;
  level: number;
  status: number;
};

/** A folder as the CMS sends it; `folderDetail` only where the call asks for the column's rich text. */
export function upstreamFolder(f: StoredFolder, extra: { detail?: boolean; children?: FolderView[] } = {}): FolderView {
  return {
    fdId: f.fdId,
    fdCode: f.fdCode,
    fdName: f.fdName,
    parentCode: f.parentCode,
    parentId: f.parentId,
    level: f.level,
    status: f.status,
    jumpUrl: f.jumpUrl,
    image: f.image,
    folderType: f.lang,
    content: f.content,
    // Fixed folders keep their rich text as a profile block body; it serves as their detail too.
    ...(extra.detail ? { folderDetail: f.folderDetail ?? f.fdContent } : {}),
    ...(extra.children ? { children: extra.children } : {}),
  };
}
