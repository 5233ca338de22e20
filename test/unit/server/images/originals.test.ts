import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ImageStore, OriginalMeta, StoredMeta } from '../../../../server/images/imageStore.js';
import { Originals } from '../../../../server/images/originals.js';
import type { UpstreamClient, UpstreamFile } from '../../../../server/upstream/upstreamClient.js';
import { jpegPicture } from '../../../helpers/pictureFixtures.js';

const HELD: OriginalMeta = { kind: 'original', etag: '"v1"', format: 'jpeg', width: 64, cacheControl: null };

/** A picture cache that still knows the original (its metadata) but has let its bytes go. */
function evictedStore(): ImageStore {
  return {
    meta: (): StoredMeta => HELD,
    read: () => Promise.resolve(undefined),
    write: () => Promise.resolve(),
    delete: () => {},
    bytes: 0,
    entries: 1,
    maxEntryBytes: 1024 * 1024,
    close: () => Promise.resolve(),
  };
}

describe('an original whose bytes the picture cache let go after a 304', () => {
  it('is downloaded once for all the variants asked for together', async () => {
    const photo = await jpegPicture(64, 40);
    const asked: Record<string, string>[] = [];
    const upstream = {
      openFile: (_segments: readonly string[], _method: string, headers: Record<string, string>) => {
        asked.push(headers);
        const file: UpstreamFile =
          'if-none-match' in headers
            ? { status: 304, headers: { etag: '"v1"' }, body: Readable.from([]) }
            : { status: 200, headers: { etag: '"v1"' }, body: Readable.from([photo]) };
        return Promise.resolve(file);
      },
    } as unknown as UpstreamClient;
    const originals = new Originals(upstream, evictedStore(), { onFetch: () => {} }, () => {});

    const current = await originals.current('images/a.jpg', ['images', 'a.jpg']);
    const loads = await Promise.all([current.load(), current.load(), current.load()]);

    expect(loads.every((bytes) => bytes.equals(photo))).toBe(true);
    expect(asked).toEqual([{ 'if-none-match': '"v1"' }, {}]);
  });
});
