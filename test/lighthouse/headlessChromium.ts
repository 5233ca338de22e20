import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_LIMIT_MS = 20_000;
const STOP_LIMIT_MS = 5_000;

/** The system Chromium, as the browser tests use it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export interface HeadlessChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

const FLAGS = [
  '--headless=new',
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-gpu',
  '--disable-extensions',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--mute-audio',
  // Containers and CI machines often run as root, where Chromium refuses its sandbox.
  '--no-sandbox',
];

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The DevTools port Chromium prints on stderr once it listens. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), START_LIMIT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${seen}`));
    });
  });
}

/** Starts headless Chromium with a fresh profile that is removed when it stops. */
export async function startChromium(): Promise<HeadlessChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  // In a process group of its own, so that stopping it stops its helper processes too.
  const child = spawn(chromiumPath(), [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_LIMIT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    // A helper that outlived the browser would go on writing to the profile.
    signalGroup('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove Chromium's profile ${profile}: ${String(error)}`);
    }
  };
  try {
    return { port: await devToolsPort(child), stop };
  } catch (error) {
    await stop();
    throw new Error(
      `Chromium could not be started from ${chromiumPath()} (set CHROMIUM_PATH to a Chromium or Chrome executable)`,
      { cause: error },
    );
  }
}
