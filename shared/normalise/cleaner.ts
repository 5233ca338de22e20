/**
 * What the normalisers need to make upstream fields safe. The server passes its sanitize-html based
 * implementation; tests may pass a simple one. Keeping it an interface keeps `shared/` free of I/O and
 * heavy dependencies.
 */
export interface FieldCleaner {
  /** An HTML field: returns sanitised HTML. */
  html(value: string): string;
  /** A plain-text field: returns text with any markup removed. */
  text(value: string): string;
  /** A link field: an allowed URL (http, https, site-relative) or null. */
  link(value: string): string | null;
  /** An image URL: like `link`, and `data:image/*` is also allowed. */
  image(value: string): string | null;
}

/** Thrown when an upstream payload cannot be read as the endpoint's shape. */
export class UpstreamShapeError extends Error {
  override name = 'UpstreamShapeError';
}

/** Thrown when the upstream answered successfully with no item (`data: null` for a single item). */
export class UpstreamNotFoundError extends Error {
  override name = 'UpstreamNotFoundError';
}
