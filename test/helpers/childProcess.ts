import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const STOP_LIMIT_MS = 5_000;

/** Stops a child with SIGTERM (SIGKILL after 5 s) and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  await exited;
  clearTimeout(timer);
}

/** Calls `ready` every 100 ms until it resolves true; rejects past `limitMs`, or as soon as the child exits. */
export async function waitUntil(
  child: ChildProcess,
  what: string,
  ready: () => Promise<boolean>,
  limitMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited with ${String(child.exitCode ?? child.signalCode)}:\n${output()}`);
    }
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${limitMs} ms:\n${output()}`);
}
