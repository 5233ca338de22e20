import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { pictureTooLarge, pictureUnreadable, pictureWorkerStopped } from './imageErrors.js';
import type { PictureFormat } from './outputFormat.js';
import type { VariantSpec } from './variantSpec.js';
import type { WorkerAnswer, WorkerJob } from './workerMessages.js';

/**
 * glibc tunables the worker runs without. The image sets `MALLOC_MMAP_THRESHOLD_` for the answer cache
 * (README, "Memory"); libvips allocates and frees blocks of that size and more all the time, and with each
 * of them a memory mapping of its own it makes a variant several times slower.
 */
export const WORKER_DROPPED_ENV: readonly string[] = ['MALLOC_MMAP_THRESHOLD_'];

/**
 * glibc tunables the worker runs with unless the BFF's environment sets them. Each libvips thread would
 * otherwise get a heap of its own that keeps what it once held: with two heaps, a worker that has made a
 * few hundred variants keeps far less resident, at no cost in time.
 */
export const WORKER_DEFAULT_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** The environment the worker starts with: the BFF's own, without the dropped tunables, with the defaults. */
export function workerEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(([name]) => !WORKER_DROPPED_ENV.includes(name));
  return { ...WORKER_DEFAULT_ENV, ...Object.fromEntries(kept) };
}

export interface WorkerOutput {
  bytes: Buffer;
  width: number;
  height: number;
  seconds: number;
}

interface Pending {
  resolve: (output: WorkerOutput) => void;
  reject: (error: Error) => void;
}

/** The worker's module beside this one: compiled JavaScript in production, TypeScript under tsx and vitest. */
function workerModule(): { path: string; execArgv: string[] } {
  const typescript = import.meta.url.endsWith('.ts');
  const path = fileURLToPath(new URL(`./pictureWorker.${typescript ? 'ts' : 'js'}`, import.meta.url));
  return { path, execArgv: typescript ? ['--import', 'tsx'] : [] };
}

/**
 * The picture worker process (`pictureWorker.ts`), started on the first job and again after it stops. A job
 * is a message with the original's bytes; the answer comes back the same way. A worker that stops fails
 * the jobs it had with 503, and the BFF carries on. Its channel keeps the BFF alive only while jobs are out.
 */
export class WorkerProcess {
  #child: ChildProcess | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;

  // Passing the environment on to a child process is not reading configuration: nothing here is interpreted.
  constructor(private readonly env: NodeJS.ProcessEnv = workerEnvironment(process.env)) {}

  /** The worker's process id, once started (tests stop it to see the BFF carry on). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  make(original: Buffer, spec: VariantSpec, format: PictureFormat): Promise<WorkerOutput> {
    if (this.#closed) return Promise.reject(pictureWorkerStopped(new Error('the picture worker is closed')));
    const child = this.#child ?? this.#start();
    const id = this.#nextId++;
    const job: WorkerJob = { id, original, spec, format };
    return new Promise<WorkerOutput>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) child.channel?.ref();
      child.send(job, (error) => {
        if (error) this.#settle(id, (p) => p.reject(pictureWorkerStopped(error)));
      });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const child = this.#child;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  #start(): ChildProcess {
    const { path, execArgv } = workerModule();
    const child = fork(path, [], {
      env: this.env,
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.channel?.unref();
    child.on('message', (answer: WorkerAnswer) => this.#answer(answer));
    const stopped = (reason: string): void => {
      if (this.#child === child) this.#child = null;
      const error = pictureWorkerStopped(new Error(`the picture worker stopped (${reason})`));
      for (const id of [...this.#pending.keys()]) this.#settle(id, (p) => p.reject(error));
    };
    child.on('exit', (code, signal) => stopped(signal ?? `exit code ${code}`));
    child.on('error', (error) => stopped(error.message));
    this.#child = child;
    return child;
  }

  #answer(answer: WorkerAnswer): void {
    this.#settle(answer.id, (pending) => {
      if (answer.ok) {
        const bytes = Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
        pending.resolve({ bytes, width: answer.width, height: answer.height, seconds: answer.seconds });
      } else {
        const cause = new Error(answer.message);
        pending.reject(
          answer.failure === 'too_large' ? pictureTooLarge('pixel limit', cause) : pictureUnreadable(cause),
        );
      }
    });
  }

  #settle(id: number, settle: (pending: Pending) => void): void {
    const pending = this.#pending.get(id);
    if (pending === undefined) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#child?.channel?.unref();
    settle(pending);
  }
}
