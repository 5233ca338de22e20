import type { UpstreamNumber, UpstreamText } from './envelope.js';

/** An article as the upstream sends it. */
export interface UpstreamArticle {
  id?: UpstreamNumber;
  articleId?: UpstreamNumber;
  title?: UpstreamText;
  englishTitle?: UpstreamText;
  summary?: UpstreamText;
  content?: UpstreamText;
  breviary?: UpstreamText;
  imageNetUrl?: UpstreamText;
  imageFileName?: UpstreamText;
  publishTime?: UpstreamText;
  publishUser?: UpstreamText;
  createTime?: UpstreamText;
  updateTime?: UpstreamText;
  createUser?: UpstreamText;
  updateUser?: UpstreamText;
  startTime?: UpstreamText;
  endTime?: UpstreamText;
  fdSort?: UpstreamNumber;
  fdStatus?: UpstreamNumber;
  fdType?: UpstreamNumber;
  delFlag?: UpstreamNumber;
  folderId?: UpstreamNumber;
  fdCode?: UpstreamText;
}
