import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { findProjectRoot } from '../../server/projectRoot.js';
import { containerEnv } from '../helpers/dockerfile.js';

export interface Target {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** The glibc setting the image sets; the memory sweep also runs without it, for comparison. */
export const MALLOC_VARIABLE = 'MALLOC_MMAP_THRESHOLD_';

/** The image's runtime environment (the Dockerfile's final-stage ENV) but where to listen, set per run. */
export const CONTAINER_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(containerEnv()).filter(([name]) => name !== 'PORT' && name !== 'HOST'),
);

/**
 * Every BFF of the bench: the container's environment, quiet logs, and a rate limit high enough never to
 * trip (its cost still counts).
 */
export const BENCH_ENV: Readonly<Record<string, string>> = {
  ...CONTAINER_ENV,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MIN: '100000000',
};

/** The compiled server, as `npm run serve` runs it (see `buildServer`). */
const COMPILED_MAIN = 'dist/server/main.js';

function launch(script: string, env: Record<string, string>): ChildProcess {
  const args = script.endsWith('.js') ? [script] : ['--import', 'tsx', script];
  return spawn(process.execPath, args, {
    cwd: findProjectRoot(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
}

/** Starts a script that prints `LISTENING <url>` once it listens. */
export async function startTarget(script: string, env: Record<string, string> = {}): Promise<Target> {
  const child = launch(script, env);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const match = /^LISTENING (\S+)/.exec(line);
    if (match?.[1]) return { child, url: match[1], stop: () => stop(child) };
  }
  throw new Error(`${script} ended before listening`);
}

/** Compiles the server like `npm run build:server`, so the BFF runs as it does in production. */
export async function buildServer(): Promise<void> {
  const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'server/tsconfig.build.json'], {
    cwd: findProjectRoot(),
    stdio: 'inherit',
  });
  const [code] = (await once(tsc, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`tsc exited with ${code}`);
}

/** Starts the compiled BFF on a given port and waits until /healthz answers. */
export async function startBff(port: number, env: Record<string, string>): Promise<Target> {
  const child = launch(COMPILED_MAIN, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the BFF exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, stop: () => stop(child) };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the BFF did not start');
}
