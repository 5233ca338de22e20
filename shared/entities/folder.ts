import type { UpstreamArticle } from './article.js';
import type { UpstreamNumber, UpstreamText } from './envelope.js';

/** A folder/column as the upstream sends it. */
export interface UpstreamFolder {
  fdId?: UpstreamNumber;
  fdCode?: UpstreamText;
  fdName?: UpstreamText;
  jumpUrl?: UpstreamText;
  image?: UpstreamText;
  /** Equals the language flag, `zh` or `en`. */
  folderType?: UpstreamText;
  content?: UpstreamText;
  parentCode?: UpstreamText;
  /** Rich-text body of the column (HTML). */
  folderDetail?: UpstreamText;
  articleList?: UpstreamArticle[] | null;
  children?: UpstreamFolder[] | null;
}

/** `folder/getFdDtAndAtcList`: the folder with one page of its articles. */
export interface UpstreamFolderWithArticles {
  folderMsg?: UpstreamFolder | null;
  articleLists?: UpstreamArticle[] | null;
  countPage?: UpstreamNumber;
  countSize?: UpstreamNumber;
}

/** Company profile block (`folder/getFixedFolder`). */
export interface UpstreamProfileBlock {
  fdId?: UpstreamNumber;
  fdName?: UpstreamText;
  fdContent?: UpstreamText;
  backGroundImage?: UpstreamText;
  jumpUrl?: UpstreamText;
}

/** New-service / digital-engineering tile (`folder/findDigitalCol`). */
export interface UpstreamServiceTile {
  fdId?: UpstreamNumber;
  fdName?: UpstreamText;
  image?: UpstreamText;
  jumpUrl?: UpstreamText;
  content?: UpstreamText;
}
