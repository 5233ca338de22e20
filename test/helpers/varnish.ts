import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request } from 'undici';
import { edgeVcl, readLogic, readShippedParts } from '../../deploy/varnish/src/edgeVcl.js';
import { findProjectRoot } from '../../server/projectRoot.js';

const run = promisify(execFile);

/** Debian's `varnishd` (`apt-get install varnish varnish-modules`); `VARNISHD` names another binary. */
const VARNISHD = process.env.VARNISHD ?? 'varnishd';
const START_LIMIT_MS = 20_000;
const STOP_LIMIT_MS = 5_000;

function missing(): Error {
  return new Error(
    `${VARNISHD} was not found: these tests start a real Varnish on a loopback port. Install it with ` +
      '`apt-get install varnish varnish-modules` (Debian/Ubuntu), or set VARNISHD to its path.',
  );
}

/**
 * The shipped backends part with every backend pointed at `127.0.0.1:<port>`: the compose profile's replicas
 * become one BFF on loopback, reached through both backend definitions (and so through the director).
 * `probeIntervalMs` shortens the health probe's interval, for tests of a BFF going down and up.
 */
export function backendsForLoopback(backends: string, port: number, probeIntervalMs?: number): string {
  let text = backends
    .replace(/\.host = "[^"]*";/g, '.host = "127.0.0.1";')
    .replace(/\.port = "\d+";/g, `.port = "${port}";`);
  if (probeIntervalMs !== undefined) {
    text = text.replace(/\.interval = [^;]+;/g, `.interval = ${probeIntervalMs / 1000}s;`);
  }
  return text;
}

/** An `operators` ACL of the given addresses (each optionally `address/bits`). */
export function operatorsAcl(addresses: readonly string[]): string {
  const entries = addresses.map((entry) => {
    const [address, bits] = entry.split('/');
    return `    "${address}"${bits === undefined ? '' : `/${bits}`};`;
  });
  return `acl operators {\n${entries.join('\n')}\n}\n`;
}

/** `edge_keep_private_cookies` keeping the given cookie names. */
export function privateCookiesSub(names: readonly string[]): string {
  return `sub edge_keep_private_cookies {\n    cookie.keep("${names.join(',')}");\n}\n`;
}

/** Cookies private to the test BFFs, and so to their edge. */
export const TEST_PRIVATE_COOKIES: readonly string[] = ['session'];

/**
 * Writes into `dir` the edge's VCL from the shipped logic with parts of its own: backends on loopback, an
 * operators ACL of 127.0.0.1 alone (a client bound to 127.0.0.2 stands for a visitor), and the test private
 * cookies. Resolves with the file's path.
 */
export async function writeLoopbackVcl(dir: string, options: VarnishOptions): Promise<string> {
  const root = findProjectRoot();
  const { 'backends.inc': backends = '' } = readShippedParts(root);
  const path = join(dir, 'default.vcl');
  const parts = {
    'backends.inc': backendsForLoopback(backends, options.backendPort, options.probeIntervalMs),
    'operators.inc': operatorsAcl(options.operators ?? ['127.0.0.1']),
    'private-cookies.inc': privateCookiesSub(TEST_PRIVATE_COOKIES),
  };
  await writeFile(path, edgeVcl(readLogic(root), parts));
  return path;
}

/** A VCL of one backend on `127.0.0.1:<port>` and nothing else: Varnish's built-in VCL at work. */
async function writeBuiltinVcl(dir: string, port: number): Promise<string> {
  const path = join(dir, 'builtin.vcl');
  await writeFile(path, `vcl 4.1;\n\nbackend default {\n    .host = "127.0.0.1";\n    .port = "${port}";\n}\n`);
  return path;
}

export interface VarnishOptions {
  /** Loopback port of the BFF (or scripted backend) the VCL's backends are pointed at. */
  backendPort: number;
  probeIntervalMs?: number;
  /** More `varnishd` parameters (`-p name=value`), after the defaults. */
  params?: readonly string[];
  /** The loopback port to listen on, for a BFF that must know it beforehand; else one the kernel picks. */
  port?: number;
  /** The addresses of the `operators` ACL; 127.0.0.1 alone unless given. */
  operators?: readonly string[];
  /**
   * `builtin`: no VCL of the project's, only a backend, so that Varnish's built-in VCL does everything (the
   * bench's measure of what the shipped VCL costs); the shipped VCL unless given.
   */
  vcl?: 'shipped' | 'builtin';
}

/** A counter of `varnishstat -j` (MAIN.cache_hit, VBE.*.req, XKEY.g_keys, ...). */
export type VarnishCounters = Readonly<Record<string, number>>;

/**
 * A real `varnishd` in the foreground, on a loopback port (one the kernel picks, unless given), running a
 * the shipped VCL's logic with parts of its own (`writeLoopbackVcl`); its working directory (shared memory
 * log, compiled VCL) is a fresh temporary directory, removed when it stops. Storage is 64 MB of memory, and
 * `default_grace=0` so that every grace period comes from the VCL.
 */
export class Varnish {
  #child: ChildProcess | null;
  #stderr = '';
  #port = 0;

  private constructor(
    readonly workdir: string,
    child: ChildProcess,
  ) {
    this.#child = child;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.#stderr += chunk;
    });
    child.stdout?.resume();
  }

  static async start(options: VarnishOptions): Promise<Varnish> {
    const workdir = await mkdtemp(join(tmpdir(), 'edge-varnish-'));
    const vclPath =
      options.vcl === 'builtin'
        ? await writeBuiltinVcl(workdir, options.backendPort)
        : await writeLoopbackVcl(workdir, options);
    const child = spawn(
      VARNISHD,
      [
        ...['-F', '-j', 'none', '-n', workdir, '-a', `127.0.0.1:${options.port ?? 0}`, '-f', vclPath],
        ...['-s', 'malloc,64m', '-p', 'default_grace=0', '-p', 'thread_pool_min=10'],
        ...(options.params ?? []).flatMap((param) => ['-p', param]),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const varnish = new Varnish(workdir, child);
    try {
      await varnish.#waitUntilAnswering(child, options.vcl === 'builtin');
    } catch (error) {
      await varnish.stop();
      throw error;
    }
    return varnish;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /**
   * Resolves once the VCL answers: the port it listens on read from the manager (`debug.listen_address`),
   * then a TRACE, which the shipped VCL refuses itself (405), never reaching a backend; the built-in VCL
   * passes it on, and any answer will do.
   */
  async #waitUntilAnswering(child: ChildProcess, anyAnswer: boolean): Promise<void> {
    const failed = once(child, 'error').then(([error]) => {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? missing() : error;
    });
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`varnishd exited with ${String(code)} before answering:\n${this.#stderr}`);
    });
    const answering = (async () => {
      const deadline = Date.now() + START_LIMIT_MS;
      while (Date.now() < deadline) {
        try {
          if (this.#port === 0) {
            const { stdout } = await run('varnishadm', ['-n', this.workdir, 'debug.listen_address']);
            this.#port = Number(/^\S+ 127\.0\.0\.1 (\d+)$/m.exec(stdout)?.[1] ?? 0);
          }
          if (this.#port !== 0) {
            const answer = await request(`${this.url}/`, { method: 'TRACE', reset: true });
            await answer.body.dump();
            if (answer.statusCode === 405 || anyAnswer) return;
          }
        } catch {
          // the manager or its child is still starting
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`varnishd did not answer within ${START_LIMIT_MS} ms:\n${this.#stderr}`);
    })();
    await Promise.race([answering, failed, exited]);
  }

  /** The pid of the cache process (the manager's child), which serves every request: its CPU is the edge's. */
  async workerPid(): Promise<number> {
    const manager = this.#child?.pid;
    if (manager === undefined) throw new Error('varnishd is not running');
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(manager)]);
    const pid = Number(stdout.trim().split(/\s+/)[0]);
    if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no cache process under varnishd ${manager}`);
    return pid;
  }

  /** `varnishstat -j`: every counter by name. */
  async counters(): Promise<VarnishCounters> {
    const { stdout } = await run('varnishstat', ['-j', '-n', this.workdir]);
    const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, unknown>;
    // Varnish 6.5 and later nest the counters; earlier versions list them at the top level.
    const source = (parsed.counters ?? parsed) as Record<string, { value?: number }>;
    const counters: Record<string, number> = {};
    for (const [name, counter] of Object.entries(source)) {
      if (typeof counter === 'object' && counter !== null && typeof counter.value === 'number') {
        counters[name] = counter.value;
      }
    }
    return counters;
  }

  /** Requests sent to the backends so far (health probes not counted). */
  async backendRequests(): Promise<number> {
    return (await this.counters())['MAIN.backend_req'] ?? 0;
  }

  /** `varnishadm backend.list`: whether each backend is healthy now, by name. */
  async backendHealth(): Promise<Record<string, boolean>> {
    const { stdout } = await run('varnishadm', ['-n', this.workdir, 'backend.list']);
    const health: Record<string, boolean> = {};
    for (const line of stdout.split('\n').slice(1)) {
      const [name, , probe] = line.trim().split(/\s+/);
      if (name && probe) health[name.replace(/^[^.]*\./, '')] = /healthy/i.test(line) && !/sick/i.test(line);
    }
    return health;
  }

  /** Stops varnishd (and its child) and removes its working directory. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (child !== null && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(this.workdir, { recursive: true, force: true });
  }
}

/**
 * `varnishd -C -f <path>`: compiles a VCL file as an operator would, with varnishd's default `vcl_path`,
 * without starting anything; resolves with the compiler's messages. `path` must be absolute.
 */
export async function compileVcl(path: string): Promise<{ ok: boolean; messages: string }> {
  const workdir = await mkdtemp(join(tmpdir(), 'edge-vcc-'));
  try {
    const args = ['-C', '-j', 'none', '-n', workdir, '-f', path];
    await run(VARNISHD, args, { maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, messages: '' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing();
    return { ok: false, messages: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
}
