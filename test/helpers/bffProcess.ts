import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { findProjectRoot } from '../../server/projectRoot.js';

export interface BffProcess {
  child: ChildProcess;
  /** Parsed JSON log lines seen so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves with the first log line whose `msg` matches. */
  waitForLog(pattern: RegExp): Promise<Record<string, unknown>>;
}

/** Runs `server/main.ts` in a child process with tsx and exactly the given environment (plus PATH). */
export function runMain(env: Record<string, string>): BffProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: findProjectRoot(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: { pattern: RegExp; resolve: (line: Record<string, unknown>) => void }[] = [];
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(String(line.msg))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return {
    child,
    logs,
    exited,
    waitForLog: (pattern) => {
      const seen = logs.find((line) => pattern.test(String(line.msg)));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ pattern, resolve }));
    },
  };
}

/** Collects a child's stderr as text. */
export async function stderrOf(child: ChildProcess): Promise<string> {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    text += chunk;
  });
  await once(child, 'exit');
  return text;
}
