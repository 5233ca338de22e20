import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders the app to one string, written out only once every lazy part is ready (`onAllReady`): the page
 * is cached and sent whole, so its markup is complete and in place, without the inline scripts that a
 * streamed render moves late parts in with (the CSP forbids them). React writes its resource hints (the
 * preload of the first banner picture) at the start.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Large parts would otherwise be written after the rest and moved into place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}
