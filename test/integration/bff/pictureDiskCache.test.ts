import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { rawBody } from '../../helpers/httpClient.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';

let dir: string;
let bff: BffHarness | null = null;
const LEFTOVER = '0b6f3c9e-1d2a-4e5f-8a7b-9c0d1e2f3a4b.img';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bff-pictures-'));
});
afterEach(async () => {
  await bff?.close();
  bff = null;
  await rm(dir, { recursive: true, force: true });
});

async function start(maxBytes: number): Promise<BffHarness> {
  bff = await startBff({ imageCacheDir: dir, imageCacheMaxBytes: maxBytes });
  for (let i = 1; i <= 8; i++) {
    bff.upstream.files.set(`images/photo-${i}.jpg`, {
      body: await jpegPicture(1280, 800 + i),
      contentType: 'image/jpeg',
      etag: `"photo-${i}"`,
    });
  }
  return bff;
}

async function cacheFiles(): Promise<{ names: string[]; bytes: number }> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.img'));
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
  return { names, bytes: sizes.reduce((a, b) => a + b, 0) };
}

describe('the picture cache on disk (IMAGE_CACHE_DIR)', () => {
  it('keeps each original and variant in a file and serves the variant from it', async () => {
    const { http } = await start(64 * 1024 * 1024);
    const first = await rawBody(http.get('/cms/files/images/photo-1.jpg?w=640'));
    expect((await cacheFiles()).names).toHaveLength(2);
    const second = await rawBody(http.get('/cms/files/images/photo-1.jpg?w=640'));
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('stays within its bound, deleting the files of what it lets go', async () => {
    const bound = 48 * 1024;
    const { app, http } = await start(bound);
    for (let i = 1; i <= 8; i++) await http.get(`/cms/files/images/photo-${i}.jpg?w=640`);
    const files = await cacheFiles();
    expect(files.bytes).toBeLessThanOrEqual(bound);
    expect(files.names).toHaveLength(app.pictures.store.entries);
    // The oldest variant was let go: asking for it makes it again.
    const again = await http.get('/cms/files/images/photo-1.jpg?w=640');
    expect(again.headers['x-cache']).toBe('MISS');
  });

  it('makes a variant again when its file was removed behind its back', async () => {
    const { http } = await start(64 * 1024 * 1024);
    await http.get('/cms/files/images/photo-2.jpg?w=320');
    for (const name of (await cacheFiles()).names) await rm(join(dir, name));
    const response = await http.get('/cms/files/images/photo-2.jpg?w=320');
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('MISS');
  });

  it('deletes the files a previous process left at start, and nothing else', async () => {
    await writeFile(join(dir, LEFTOVER), 'old');
    await writeFile(join(dir, 'notes.txt'), 'keep');
    await start(64 * 1024 * 1024);
    expect((await readdir(dir)).sort()).toEqual(['notes.txt']);
  });
});
