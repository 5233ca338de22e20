/** The loose scalar fields of the CMS upstream's payloads. */

/** Upstream numbers arrive as numbers or digit strings. */
export type UpstreamNumber = number | string | null | undefined;
/** Upstream text fields may be missing or null. */
export type UpstreamText = string | null | undefined;
