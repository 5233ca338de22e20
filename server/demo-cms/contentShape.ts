/**
 * Small readers that check the shape of content files as they are loaded, so that a mistake in a JSON
 * file stops the demo CMS at start with the file and the place named, instead of surfacing later as an
 * odd response.
 */

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Where a value sits: the file (relative to the content directory) and a JSON path inside it. */
export interface At {
  file: string;
  path: string;
}

export function fail(at: At, message: string): never {
  throw new ContentError(`${at.file}: ${at.path} ${message}`);
}

/** A problem with the file as a whole rather than one value in it. */
export function failFile(file: string, message: string): never {
  throw new ContentError(`${file}: ${message}`);
}

export function child(at: At, key: string | number): At {
  return { file: at.file, path: typeof key === 'number' ? `${at.path}[${key}]` : `${at.path}.${key}` };
}

export function asObject(value: unknown, at: At): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(at, 'must be an object');
  return value as Record<string, unknown>;
}

export function asList(value: unknown, at: At): unknown[] {
  if (!Array.isArray(value)) fail(at, 'must be a list');
  return value;
}

export function str(o: Record<string, unknown>, key: string, at: At): string {
  const value = o[key];
  if (typeof value !== 'string' || value.trim() === '') fail(child(at, key), 'must be a non-empty string');
  return value;
}

/** A string, or null when missing or null. */
export function optStr(o: Record<string, unknown>, key: string, at: At): string | null {
  const value = o[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') fail(child(at, key), 'must be a string or null');
  return value;
}

export function int(o: Record<string, unknown>, key: string, at: At): number {
  const value = o[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) fail(child(at, key), 'must be an integer');
  return value;
}

export function optInt(o: Record<string, unknown>, key: string, at: At): number | undefined {
  return o[key] === undefined || o[key] === null ? undefined : int(o, key, at);
}

export function optBool(o: Record<string, unknown>, key: string, at: At): boolean | undefined {
  const value = o[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') fail(child(at, key), 'must be true or false');
  return value;
}

export function oneOf<T extends string>(o: Record<string, unknown>, key: string, values: readonly T[], at: At): T {
  const value = o[key];
  if (!(values as readonly unknown[]).includes(value)) fail(child(at, key), `must be one of ${values.join(', ')}`);
  return value as T;
}

/** A link: site-relative or http(s), or null. */
export function optLink(o: Record<string, unknown>, key: string, at: At): string | null {
  const value = optStr(o, key, at);
  if (value !== null && !/^(\/|https?:\/\/)/.test(value)) fail(child(at, key), 'must be site-relative or http(s)');
  return value;
}

/** A file of the pack: always site-relative under /cms/files/. */
export function optFileUrl(o: Record<string, unknown>, key: string, at: At): string | null {
  const value = optStr(o, key, at);
  if (value !== null && !value.startsWith('/cms/files/')) fail(child(at, key), 'must start with /cms/files/');
  return value;
}

export function fileUrl(o: Record<string, unknown>, key: string, at: At): string {
  const value = optFileUrl(o, key, at);
  if (value === null) fail(child(at, key), 'must be a /cms/files/ URL');
  return value;
}
