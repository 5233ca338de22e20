import type { PagedList } from '../api/article.js';
import { UpstreamShapeError } from './cleaner.js';
import { asRecord, toInt } from './fields.js';

export interface PageRequest {
  nowPage: number;
  pageSize: number;
}

/**
 * One canonical paged list from either upstream reading: `articleLists` and `countPage`
 * under `data`, or beside it at the top level of the envelope. Missing counts are derived.
 */
export function normalisePagedList<T>(
  envelope: unknown,
  page: PageRequest,
  mapItem: (item: unknown) => T,
): PagedList<T> {
  const top = asRecord(envelope);
  if (!top) throw new UpstreamShapeError('paged list: the response is not an object');
  const data = asRecord(top.data);
  const source = data && Array.isArray(data.articleLists) ? data : Array.isArray(top.articleLists) ? top : null;
  if (!source) {
    if (top.data === null || top.data === undefined || Array.isArray(top.data)) {
      // A bare array under data is a list without paging information.
      const items = Array.isArray(top.data) ? top.data : [];
      return page_(items.map(mapItem), items.length, page);
    }
    throw new UpstreamShapeError('paged list: articleLists is missing');
  }
  const items = (source.articleLists as unknown[]).map(mapItem);
  const countSize = toInt(source.countSize) ?? toInt(top.countSize) ?? items.length;
  const countPage = toInt(source.countPage) ?? toInt(top.countPage);
  return page_(items, Math.max(0, countSize), page, countPage);
}

function page_<T>(items: T[], countSize: number, page: PageRequest, countPage?: number | null): PagedList<T> {
  const derived = Math.ceil(countSize / page.pageSize);
  return {
    articleLists: items,
    countPage: countPage !== null && countPage !== undefined && countPage >= 0 ? countPage : derived,
    countSize,
    nowPage: page.nowPage,
    pageSize: page.pageSize,
  };
}
