import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_SETTINGS, rasterisePhoto } from './photoRaster.js';

/**
 * Where drawn photographs are kept between processes: every test file and every `npm start` starts a demo
 * CMS of its own, and drawing a page's photographs again each time costs seconds of CPU.
 */
export const DEFAULT_PHOTO_CACHE_DIR = join(tmpdir(), 'hengchuan-demo-cms-photos');

/** What a drawing depends on besides the SVG: the settings and the libraries that draw and encode it. */
const DRAWING_KEY = JSON.stringify([PHOTO_SETTINGS, sharp.versions.sharp, sharp.versions.vips]);

/**
 * The JPEG drawn from an SVG: read from `dir` when an earlier process drew it, else drawn and written
 * there. Without `dir`, or when it cannot be written (a read-only disk), it is simply drawn.
 */
export async function drawnPhoto(svg: Buffer, dir: string | null): Promise<Buffer> {
  if (dir === null) return rasterisePhoto(svg);
  const file = join(dir, `${createHash('sha256').update(DRAWING_KEY).update(svg).digest('hex')}.jpg`);
  try {
    return await readFile(file);
  } catch {
    // not drawn yet
  }
  const jpeg = await rasterisePhoto(svg);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written under another name first, so a concurrent reader never sees half a file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, file);
  } catch {
    // Kept in memory only.
  }
  return jpeg;
}
