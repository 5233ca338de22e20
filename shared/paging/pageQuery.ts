import { DEFAULT_PAGE_SIZE, MAX_PAGE } from '../constants.js';

/**
 * The page number and size of a paged view, kept in the URL (`?page=2&size=20`) so that deep links,
 * reloads and the browser's back and forward buttons restore the same page.
 */
export interface PageQuery {
  page: number;
  size: number;
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

/** Anything that reads query parameters by name (`URLSearchParams`, a plain lookup in tests). */
export interface QueryReader {
  get(name: string): string | null;
}

const WHOLE_NUMBER = /^\d{1,6}$/;

function wholeNumber(value: string | null): number | null {
  const trimmed = value?.trim() ?? '';
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** The default size of a view: the product default when the view offers it, else its first size. */
export function defaultPageSize(sizes: readonly number[]): number {
  return sizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : (sizes[0] ?? DEFAULT_PAGE_SIZE);
}

/**
 * The page and size a URL asks for. A missing or invalid value (not a whole number, below 1, above
 * the API's limit, a size the view does not offer) falls back to the default: page 1, default size.
 */
export function readPageQuery(query: QueryReader, sizes: readonly number[]): PageQuery {
  const page = wholeNumber(query.get(PAGE_PARAM));
  const size = wholeNumber(query.get(SIZE_PARAM));
  return {
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: size !== null && sizes.includes(size) ? size : defaultPageSize(sizes),
  };
}

/**
 * The query parameters for another page: the other parameters kept in order, `page` and `size`
 * written only when they differ from the defaults, so page 1 at the default size has the plain URL.
 */
export function withPageQuery(
  current: Iterable<readonly [string, string]>,
  next: PageQuery,
  sizes: readonly number[],
): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of current) {
    if (name !== PAGE_PARAM && name !== SIZE_PARAM) kept.push([name, value]);
  }
  if (next.page > 1) kept.push([PAGE_PARAM, String(next.page)]);
  if (next.size !== defaultPageSize(sizes)) kept.push([SIZE_PARAM, String(next.size)]);
  return kept;
}
