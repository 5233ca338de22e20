import type { UpstreamNumber, UpstreamText } from './envelope.js';

/** A menu/folder as `folder/list` sends it; nested under `children` or flat by `parentCode`. */
export interface UpstreamMenu {
  fdId: UpstreamNumber;
  fdCode: UpstreamText;
  fdName: UpstreamText;
  parentCode?: UpstreamText;
  /** Ancestor codes, as a list or a comma-separated string. */
  parentCodes?: string[] | string | null;
  parentId?: UpstreamNumber;
  level?: UpstreamNumber;
  status?: UpstreamNumber;
  jumpUrl?: UpstreamText;
  image?: UpstreamText;
  content?: UpstreamText;
  children?: UpstreamMenu[] | null;
}
