import type { ArticleSummary, PagedList } from './article.js';

/** A folder/column. `folderDetail` is sanitised HTML. */
export interface Folder {
  fdId: number;
  fdCode: string | null;
  fdName: string;
  jumpUrl: string | null;
  image: string | null;
  folderType: string | null;
  content: string | null;
  parentCode: string | null;
  folderDetail: string | null;
  children: Folder[];
}

/** `folder/getFdDtAndAtcList`: folder detail plus one page of its articles. */
export interface FolderWithArticles {
  folder: Folder;
  list: PagedList<ArticleSummary>;
}

/** Company profile block (`folder/getFixedFolder`); `fdContent` is sanitised HTML. */
export interface ProfileBlock {
  fdId: number | null;
  fdName: string;
  fdContent: string | null;
  backGroundImage: string | null;
  jumpUrl: string | null;
}

/** New-service / digital-engineering tile. */
export interface ServiceTile {
  fdId: number | null;
  fdName: string;
  image: string | null;
  jumpUrl: string | null;
  content: string | null;
}
