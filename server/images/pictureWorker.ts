/**
 * The picture worker: a child process of the BFF that makes variants and share cards with sharp, one job at a time, and
 * sends them back over the IPC channel. It runs with glibc's default allocator settings (see
 * `workerProcess.ts`), and ends when the BFF goes.
 */
import { failureOf, makeVariant } from './variantPipeline.js';
import type { WorkerAnswer, WorkerJob } from './workerMessages.js';

function answer(message: WorkerAnswer): void {
  process.send?.(message);
}

process.on('message', (job: WorkerJob) => {
  const started = performance.now();
  const original = Buffer.from(job.original.buffer, job.original.byteOffset, job.original.byteLength);
  makeVariant(original, job.spec, job.format).then(
    (made) =>
      answer({
        id: job.id,
        ok: true,
        bytes: made.bytes,
        width: made.width,
        height: made.height,
        seconds: (performance.now() - started) / 1000,
      }),
    (error: unknown) =>
      answer({
        id: job.id,
        ok: false,
        failure: failureOf(error),
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
process.on('disconnect', () => process.exit(0));
