import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { filePathOfKey } from '../http/filePath.js';
import { DiskImageStore } from '../images/diskImageStore.js';
import type { ImageStore } from '../images/imageStore.js';
import { MemoryImageStore } from '../images/memoryImageStore.js';
import { PictureVariants, type PicturesOptions } from '../images/pictureVariants.js';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureVariants;
  }
}

export interface PicturesPluginOptions {
  config: Config;
  /** Queue and size settings (tests make them small). */
  options?: PicturesOptions;
}

/** Picture variants and share cards: the picture cache (in memory, or files under `IMAGE_CACHE_DIR`), the queue, metrics. */
async function picturesPlugin(app: FastifyInstance, { config, options }: PicturesPluginOptions): Promise<void> {
  const store: ImageStore =
    config.imageCacheDir === null
      ? new MemoryImageStore(config.imageCacheMaxBytes)
      : await DiskImageStore.open(config.imageCacheDir, config.imageCacheMaxBytes);
  const { metrics, log } = app;
  const pictures = new PictureVariants(
    app.upstream,
    store,
    {
      onOriginal: (result) => metrics.imageOriginal(result),
      onVariant: (event, kind) => metrics.imageVariant(event, kind),
      onMade: (format, kind, seconds) => metrics.imageVariantMade(format, kind, seconds),
      onStoreError: (error) => log.warn({ err: error }, 'picture cache: cannot keep a picture'),
    },
    options,
  );
  metrics.watchPictures({
    cacheBytes: () => store.bytes,
    cacheEntries: () => store.entries,
    running: () => pictures.maker.running,
    waiting: () => pictures.maker.waiting,
  });
  app.decorate('pictures', pictures);
  // A purge of `file:<path>`, here or on another replica, lets go of the original kept for that path.
  app.responseCache.events.on('keysPurged', (keys) => {
    for (const key of keys) {
      const path = filePathOfKey(key);
      if (path !== null) pictures.originals.forget(path);
    }
  });
  app.addHook('onClose', async () => {
    await pictures.maker.close();
    await store.close();
  });
}

export default fp(picturesPlugin, {
  name: 'bff-pictures',
  fastify: '5.x',
  dependencies: ['bff-metrics', 'bff-upstream', 'bff-response-cache'],
});
