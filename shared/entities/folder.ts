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
