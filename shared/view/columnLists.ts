import { COLUMN_LIST_COUNT, COLUMN_LIST_LONG_COUNT } from '../constants.js';

/** The lists of a column page's latest articles, and whether the column has more than they show. */
export interface ColumnLists<T> {
  lists: T[][];
  more: boolean;
}

/**
 * A column of at most five articles shows them in one list; a longer one shows its latest twelve as
 * two lists of six. `total` is the column's article count, which may exceed the articles given.
 */
export function columnLists<T>(articles: readonly T[], total: number): ColumnLists<T> {
  if (total <= COLUMN_LIST_COUNT) {
    const list = articles.slice(0, COLUMN_LIST_COUNT);
    return { lists: list.length > 0 ? [list] : [], more: total > list.length };
  }
  const half = COLUMN_LIST_LONG_COUNT / 2;
  const shown = articles.slice(0, COLUMN_LIST_LONG_COUNT);
  const lists = [shown.slice(0, half), shown.slice(half)].filter((list) => list.length > 0);
  return { lists, more: total > shown.length };
}

/** The page size a column page asks for: the smallest the API offers that holds its longest list. */
export const COLUMN_LATEST_PAGE_SIZE = 20;
