import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface ContainerProcess {
  child: ChildProcess;
  /** Parsed JSON log lines seen so far. */
  logs: Record<string, unknown>[];
  /** Everything written to stderr. */
  stderr(): string;
  /** Resolves with the exit code, or the signal's name. */
  exited: Promise<number | string>;
  /** Resolves with the first log line whose `msg` matches; rejects if the process ends first. */
  waitForLog(pattern: RegExp): Promise<Record<string, unknown>>;
  /**
   * Resolves with the first log line that passes the test. Lines arrive through a pipe, possibly after the
   * answer they describe, so tests wait for them rather than look once.
   */
  waitForLine(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** SIGKILL if still running (clean-up after a failed test). */
  kill(): void;
}

/**
 * Runs a container command (exec form) as a child process with exactly the given environment, the way the
 * container runtime would: no variables inherited but PATH, `node` being the Node running the tests.
 */
export function runCommand(command: readonly string[], cwd: string, env: Record<string, string>): ContainerProcess {
  const [program, ...args] = command;
  if (program !== 'node') throw new Error(`expected a node command, got ${command.join(' ')}`);
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });
  type LineTest = (line: Record<string, unknown>) => boolean;
  const waiters = new Set<{ test: LineTest; resolve: (line: Record<string, unknown>) => void }>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(line);
    for (const waiter of waiters) {
      if (waiter.test(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  });
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const waitForLine = (test: LineTest): Promise<Record<string, unknown>> => {
    const seen = logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      waiters.add({ test, resolve });
      void exited.then((code) => reject(new Error(`${command.join(' ')} exited (${code}) first: ${stderr}`)));
    });
  };
  return {
    child,
    logs,
    stderr: () => stderr,
    exited,
    waitForLine,
    waitForLog: (pattern) => waitForLine((line) => pattern.test(String(line.msg))),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** The URL from Fastify's "Server listening at http://…" line. */
export async function listeningUrl(process: ContainerProcess): Promise<string> {
  const line = await process.waitForLog(/^Server listening at http:\/\//);
  return String(line.msg).replace('Server listening at ', '');
}
