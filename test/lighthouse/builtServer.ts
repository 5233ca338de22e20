import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { containerEnv } from '../helpers/dockerfile.js';

const START_LIMIT_MS = 20_000;
const STOP_LIMIT_MS = 12_000;

export interface BuiltServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the production build (`dist/server/main.js`, serving `client/dist`) with its embedded demo CMS
 * on a free loopback port, as `npm run serve` would, and stops it with SIGTERM.
 */
export async function startBuiltServer(root: string): Promise<BuiltServer> {
  const main = join(root, 'dist', 'server', 'main.js');
  for (const file of [main, join(root, 'client', 'dist', 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  // The image's environment (its malloc and engine settings), as the container runs the server.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...containerEnv(root),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  // The embedded demo CMS: the audited pages always show the same content.
  delete env.CMS_UPSTREAM_URL;
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitUntilHealthy(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
