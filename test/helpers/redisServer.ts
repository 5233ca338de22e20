import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createClient, RESP_TYPES, type RedisArgument } from '@redis/client';
import { closedPort } from './closedPort.js';

/** Debian's server (`apt-get install redis-server`); `REDIS_SERVER` names another binary. */
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';
const START_LIMIT_MS = 10_000;

function missing(): Error {
  return new Error(
    `${REDIS_SERVER} was not found: these tests start a real Redis on a loopback port. ` +
      'Install it with `apt-get install redis-server` (Debian/Ubuntu), or set REDIS_SERVER to its path.',
  );
}

async function connect(url: string) {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * A real `redis-server` on a free loopback port, without persistence, for tests and the bench. It can be
 * stopped and started again on the same port (an outage), paused (a Redis that stops answering) and read
 * or written directly.
 */
export class RedisServer {
  #process: ChildProcess | null = null;
  #client: Awaited<ReturnType<typeof connect>> | null = null;

  private constructor(
    readonly port: number,
    readonly extraArgs: readonly string[],
  ) {}

  /** A server on a free port; `extraArgs` are more `redis-server` options (`--maxmemory 256mb`). */
  static async start(extraArgs: readonly string[] = []): Promise<RedisServer> {
    const server = new RedisServer(await closedPort(), extraArgs);
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts the server (again) on its port and waits until it accepts connections. */
  async restart(): Promise<void> {
    if (this.#process !== null) throw new Error('redis-server is already running');
    const child = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...['--loglevel', 'notice', ...this.extraArgs],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const failed = once(child, 'error').then(([error]) => {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? missing() : error;
    });
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`redis-server exited with ${String(code)} before accepting connections`);
    });
    const ready = (async () => {
      for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
        if (line.includes('Ready to accept connections')) return;
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('redis-server did not start in time')), START_LIMIT_MS);
    });
    try {
      await Promise.race([ready, failed, exited, limit]);
    } finally {
      clearTimeout(timer);
    }
    child.stdout?.resume();
    this.#process = child;
  }

  /** Stops the server (an outage); `restart()` brings it back on the same port, empty. */
  async stop(): Promise<void> {
    const child = this.#process;
    if (child === null) return;
    this.#process = null;
    this.#client?.destroy();
    this.#client = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  get running(): boolean {
    return this.#process !== null;
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, like an overloaded Redis. */
  pause(): void {
    this.#process?.kill('SIGSTOP');
  }

  resume(): void {
    this.#process?.kill('SIGCONT');
  }

  /** A command sent directly, with bulk replies as Buffers. */
  async command<T = unknown>(...args: RedisArgument[]): Promise<T> {
    this.#client ??= await connect(this.url);
    return this.#client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).sendCommand<T>(args);
  }

  /** Every key, as text. */
  async keys(): Promise<string[]> {
    return (await this.command<Buffer[]>('KEYS', '*')).map((key) => key.toString()).sort();
  }

  async flush(): Promise<void> {
    await this.command('FLUSHALL');
  }
}
