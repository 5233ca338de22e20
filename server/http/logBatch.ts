/**
 * Standard output for the logger, written once per turn of the event loop: under load many requests finish
 * in one turn, and their access lines go out in one system call instead of one each. Nothing waits longer
 * than the current turn, and what is pending when the process exits is written before it goes.
 */
/**
 * A batch is written early at this size: one write of a few kilobytes costs little more than one line, and
 * the text stays below the block size from which glibc maps memory of its own (MALLOC_MMAP_THRESHOLD_).
 */
const MAX_BATCH_CHARS = 8 * 1024;

export class LogBatch {
  #pending: string[] = [];
  #chars = 0;
  #scheduled = false;

  constructor(private readonly out: { write(text: string): unknown } = process.stdout) {
    process.on('exit', () => this.flush());
  }

  write(line: string): void {
    this.#pending.push(line);
    this.#chars += line.length;
    if (this.#chars >= MAX_BATCH_CHARS) {
      this.flush();
      return;
    }
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.flush();
    });
  }

  flush(): void {
    if (this.#pending.length === 0) return;
    const text = this.#pending.join('');
    this.#pending = [];
    this.#chars = 0;
    // Standard output is synchronous for files and pipes, so lines written at exit are not lost.
    this.out.write(text);
  }
}

let stdoutBatch: LogBatch | null = null;

/** The one batch over standard output, shared by every app of the process (one exit listener). */
export function stdoutLog(): LogBatch {
  stdoutBatch ??= new LogBatch();
  return stdoutBatch;
}
