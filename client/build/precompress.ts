import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|html)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file, once written: the
 * server sends the copy the browser accepts, the smallest, without compressing it on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(output, bundle) {
      const dir = output.dir;
      if (dir === undefined) return;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const bytes = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(join(dir, `${fileName}.br`), br);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
