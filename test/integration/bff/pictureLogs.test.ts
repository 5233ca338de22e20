import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type BffHarness } from '../../helpers/bffHarness.js';
import { jpegPicture } from '../../helpers/pictureFixtures.js';

let bff: BffHarness;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  bff = await startBff({ logLevel: 'debug' }, { logStream });
  bff.upstream.files.set('images/photo.jpg', {
    body: await jpegPicture(1280, 800),
    contentType: 'image/jpeg',
    etag: '"photo-1"',
  });
});
afterAll(async () => bff.close());

describe('picture variant logs', () => {
  it('say at debug level whether a variant was made or came from the cache', async () => {
    await bff.http.get('/cms/files/images/photo.jpg?w=640').set('accept', 'image/webp');
    await bff.http.get('/cms/files/images/photo.jpg?w=640').set('accept', 'image/webp');
    const pictures = lines.filter((line) => line.picture !== undefined);
    expect(pictures.map((line) => [line.level, line.msg])).toEqual([
      [20, 'picture variant made'],
      [20, 'picture variant from the cache'],
    ]);
    expect(pictures[0]?.picture).toEqual({ path: 'images/photo.jpg', kind: 'width', width: 640, format: 'webp' });
  });
});
