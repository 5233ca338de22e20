import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * Minifies chunks a second time, with terser, as each is rendered: before its file name is hashed, so the
 * name still names the bytes served under it.
 *
 * The bundler's minifier leaves each CSS Module's class map as an object the code looks names up in;
 * terser, given a few passes, writes the class names where they are used instead and drops the maps,
 * among smaller savings, which makes the site's chunks and Redux Toolkit's, RTK Query's and the
 * formatter's lighter on a first visit. React's and React Router's chunks grow under it, so they keep the
 * bundler's output (the `skip` list). `npm run build` prints each chunk's size.
 */
export function minifyAppChunks(options: { skip: readonly string[] }): Plugin {
  const skip = new Set(options.skip);
  return {
    name: 'minify-app-chunks',
    apply: 'build',
    // After the bundler's own minification and Vite's preload helpers, before the hash.
    enforce: 'post',
    async renderChunk(code, chunk, output) {
      if (output.format !== 'es' || skip.has(chunk.name)) return null;
      const result = await minify(code, {
        module: true,
        ecma: 2020,
        // Three passes: each finds what the one before made possible (a class map inlined, then dropped).
        compress: { passes: 3 },
        mangle: true,
        sourceMap: false,
      });
      if (result.code === undefined) this.error(`terser returned nothing for ${chunk.fileName}`);
      return { code: result.code, map: null };
    },
  };
}
