import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { ContentPack } from './contentTypes.js';
import { DEFAULT_PHOTO_CACHE_DIR, drawnPhoto } from './photoCache.js';

/**
 * Folders of photographs and banners (and the site's picture for link previews): the pack draws them as
 * SVG, and serves them as `.jpg` files only, as a CMS would hold uploaded photographs. Icons, logos and
 * charts stay SVG.
 */
export const PHOTO_FOLDERS: readonly string[] = ['images', 'banners', 'headers', 'backgrounds', 'social'];

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file as the demo CMS sends it. */
export interface PackFile {
  bytes: Buffer;
  contentType: string;
  /** Strong, from the bytes, so it is the same in every process that serves the pack. */
  etag: string;
}

/** Where a file of the pack comes from: a file on disk, or the SVG a photograph is drawn from. */
export interface PackFileSource {
  file: string;
  photo: boolean;
}

/**
 * The source of `/cms/files/<relativePath>`, or null when the pack has no such file. Segments that are
 * empty, dot files or `..` are refused, so nothing outside the files directory is reachable.
 */
export function packFileSource(filesDir: string, relativePath: string): PackFileSource | null {
  const segments = relativePath.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  const name = segments[segments.length - 1] ?? '';
  const isPhotoFolder = segments.length === 2 && PHOTO_FOLDERS.includes(segments[0] ?? '');
  if (!isPhotoFolder) return { file: join(filesDir, ...segments), photo: false };
  if (extname(name) !== '.jpg') return null;
  return { file: join(filesDir, segments[0] ?? '', `${name.slice(0, -'.jpg'.length)}.svg`), photo: true };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function load(filesDir: string, relativePath: string, photoCacheDir: string | null): Promise<PackFile | null> {
  const source = packFileSource(filesDir, relativePath);
  if (source === null || !(await isFile(source.file))) return null;
  const raw = await readFile(source.file);
  const bytes = source.photo ? await drawnPhoto(raw, photoCacheDir) : raw;
  const contentType = CONTENT_TYPES[extname(relativePath).toLowerCase()] ?? 'application/octet-stream';
  return { bytes, contentType, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * The pack's files, each read (or drawn) on its first request and kept: the pack does not change while
 * it is served, and drawing every photograph at start would take seconds. Concurrent first requests share
 * one drawing; a missing file is not remembered, so requests for made-up paths keep nothing.
 */
export class PackFiles {
  readonly #files = new Map<string, Promise<PackFile | null>>();

  constructor(
    private readonly filesDir: string,
    private readonly photoCacheDir: string | null,
  ) {}

  get(relativePath: string): Promise<PackFile | null> {
    let file = this.#files.get(relativePath);
    if (file === undefined) {
      file = load(this.filesDir, relativePath, this.photoCacheDir);
      this.#files.set(relativePath, file);
      file.then(
        (found) => {
          if (found === null) this.#files.delete(relativePath);
        },
        () => this.#files.delete(relativePath),
      );
    }
    return file;
  }
}

const byPack = new WeakMap<ContentPack, PackFiles>();

/**
 * The files of a pack, shared by every demo CMS app serving that pack (tests build many); the first app's
 * `photoCacheDir` holds for all of them.
 */
export function packFilesOf(pack: ContentPack, photoCacheDir: string | null = DEFAULT_PHOTO_CACHE_DIR): PackFiles {
  let files = byPack.get(pack);
  if (files === undefined) {
    files = new PackFiles(pack.filesDir, photoCacheDir);
    byPack.set(pack, files);
  }
  return files;
}
