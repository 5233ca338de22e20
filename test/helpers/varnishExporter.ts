import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'undici';
import { stopChild, waitUntil } from './childProcess.js';
import { closedPort } from './closedPort.js';
import { onPath } from './systemBinary.js';

const START_LIMIT_MS = 15_000;

function missing(): Error {
  return new Error(
    'prometheus-varnish-exporter was not found: these tests read a real varnishd through it. Install it with ' +
      '`apt-get install prometheus-varnish-exporter` (Debian/Ubuntu), or set PROMETHEUS_VARNISH_EXPORTER to its path.',
  );
}

/**
 * prometheus_varnish_exporter (Debian's `prometheus-varnish-exporter`, upstream's name also found;
 * `PROMETHEUS_VARNISH_EXPORTER` names another binary) on a loopback port, reading a varnishd's counters
 * with `varnishstat -n <workdir>` at each scrape.
 */
export class VarnishExporter {
  #output = '';

  private constructor(
    readonly address: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    const keep = (chunk: string): void => {
      this.#output = (this.#output + chunk).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(varnishWorkdir: string): Promise<VarnishExporter> {
    const binary =
      process.env.PROMETHEUS_VARNISH_EXPORTER ?? onPath(['prometheus-varnish-exporter', 'prometheus_varnish_exporter']);
    if (binary === null) throw missing();
    const address = `127.0.0.1:${await closedPort()}`;
    const child = spawn(binary, ['-n', varnishWorkdir, '-web.listen-address', address], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exporter = new VarnishExporter(address, child);
    const up = async (): Promise<boolean> => {
      const answer = await request(`http://${address}/metrics`);
      return answer.statusCode === 200 && /^varnish_up 1$/m.test(await answer.body.text());
    };
    try {
      await waitUntil(child, 'prometheus-varnish-exporter', up, START_LIMIT_MS, () => exporter.#output);
    } catch (error) {
      await exporter.stop();
      throw error;
    }
    return exporter;
  }

  async stop(): Promise<void> {
    await stopChild(this.child);
  }
}
