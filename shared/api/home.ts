import type { ArticleSummary } from './article.js';

export interface CarouselPicture {
  id: number;
  imageNetUrl: string;
  hyperLink: string | null;
  title: string | null;
}

export interface FastTrackItem {
  id: number;
  fd_Name: string;
  englishName: string;
  icon: string | null;
  url: string | null;
  enUrl: string | null;
}

export interface ThreeFolderBlock {
  folderMsg: { fdId: number; fdCode: string | null; fdName: string; jumpUrl: string | null };
  allSubFolderMsg: { subFdId: number | null; subFdCode: string; subFdName: string }[];
  articlesMsg: ArticleSummary[];
}

export interface NoticeBlock {
  fdMsg: { fdId: number; fdCode: string | null; fdName: string };
  articlesMsg: ArticleSummary[];
}
