/** Canonical article shapes returned by the BFF. Text fields are plain text; `content` is sanitised HTML. */
export interface Article {
  id: number;
  articleId: number;
  title: string;
  englishTitle: string | null;
  summary: string | null;
  /** Sanitised HTML body. */
  content: string | null;
  /** Thumbnail URL. */
  breviary: string | null;
  imageNetUrl: string | null;
  imageFileName: string | null;
  /** Text; the date shown is its first 10 characters. */
  publishTime: string | null;
  publishUser: string | null;
  createTime: string | null;
  updateTime: string | null;
  createUser: string | null;
  updateUser: string | null;
  startTime: string | null;
  endTime: string | null;
  fdSort: number | null;
  fdStatus: number | null;
  fdType: number | null;
  delFlag: number | null;
  folderId: number | null;
  fdCode: string | null;
}

/** List items carry everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;

/** One canonical paged list, whichever upstream reading came back. */
export interface PagedList<T = ArticleSummary> {
  articleLists: T[];
  countPage: number;
  countSize: number;
  nowPage: number;
  pageSize: number;
}

/** An item of the related-news list. */
export interface RelatedNews {
  articleId: number;
  title: string;
  publishTime: string | null;
}
