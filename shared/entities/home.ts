import type { UpstreamArticle } from './article.js';
import type { UpstreamNumber, UpstreamText } from './envelope.js';

/** Carousel picture (`folder/getTopRollPics`). */
export interface UpstreamCarouselPicture {
  id?: UpstreamNumber;
  imageNetUrl?: UpstreamText;
  hyperLink?: UpstreamText;
  title?: UpstreamText;
}

/** Fast-track item (`site/fastTrack`): both languages in one item. */
export interface UpstreamFastTrackItem {
  id?: UpstreamNumber;
  fd_Name?: UpstreamText;
  englishName?: UpstreamText;
  icon?: UpstreamText;
  url?: UpstreamText;
  enUrl?: UpstreamText;
}

/** Three-folder block (`article/getThreeFoldersMsg`). */
export interface UpstreamThreeFolderBlock {
  folderMsg?: { fdId?: UpstreamNumber; fdCode?: UpstreamText; fdName?: UpstreamText; jumpUrl?: UpstreamText } | null;
  allSubFolderMsg?: { subFdId?: UpstreamNumber; subFdCode?: UpstreamText; subFdName?: UpstreamText }[] | null;
  articlesMsg?: UpstreamArticle[] | null;
}

/** Notice block (`article/getDqggAndOthers`). */
export interface UpstreamNoticeBlock {
  fdMsg?: { fdId?: UpstreamNumber; fdCode?: UpstreamText; fdName?: UpstreamText } | null;
  articlesMsg?: UpstreamArticle[] | null;
}
