/**
 * The CMS upstream's response envelope: a body whose `code` is not 200 is an error
 * carrying `msg`. Paged lists put their fields either under `data` or beside it.
 */
export interface UpstreamEnvelope<T = unknown> {
  code: number;
  msg?: string | null;
  data?: T | null;
  success?: boolean;
  /** Top-level paged-list fields of the second reading. */
  articleLists?: unknown;
  countPage?: unknown;
  countSize?: unknown;
}

/** Upstream numbers arrive as numbers or digit strings. */
export type UpstreamNumber = number | string | null | undefined;
/** Upstream text fields may be missing or null. */
export type UpstreamText = string | null | undefined;
