/**
 * The CMS's answer envelope: `{ code, msg, data }`. The CMS reports bad parameters in the
 * envelope with HTTP 200, and has two readings of a paged list.
 */

export const SUCCESS_MSG = 'success';

export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  [extra: string]: unknown;
}

export function ok(data: unknown): Envelope {
  return { code: 200, msg: SUCCESS_MSG, data: data ?? null };
}

/** A bad or missing parameter; answered as `{ code: 400, msg }` with HTTP 200. */
export class BadParamError extends Error {
  override name = 'BadParamError';
}

export function badParam(message: string): Envelope {
  return { code: 400, msg: message, data: null };
}

export interface Page<T> {
  articleLists: T[];
  countPage: number;
  countSize: number;
}

/** One page of a list; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], nowPage: number, pageSize: number): Page<T> {
  const start = (nowPage - 1) * pageSize;
  return {
    articleLists: items.slice(start, start + pageSize),
    countPage: Math.ceil(items.length / pageSize),
    countSize: items.length,
  };
}

/** The first paged reading: the page under `data`. */
export function pagedInData<T>(page: Page<T>): Envelope {
  return { code: 200, msg: SUCCESS_MSG, success: true, data: page };
}

/** The second paged reading: the page beside `data`, at the top level. */
export function pagedAtTop<T>(page: Page<T>): Envelope {
  return { code: 200, msg: SUCCESS_MSG, success: true, ...page, data: null };
}
