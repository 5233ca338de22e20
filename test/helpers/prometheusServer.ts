import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { stringify } from 'yaml';
import { stopChild, waitUntil } from './childProcess.js';
import { closedPort } from './closedPort.js';
import { onPath } from './systemBinary.js';

const START_LIMIT_MS = 30_000;

/** One scrape job: its name and the `host:port` addresses it scrapes (`/metrics`). */
export interface ScrapeJob {
  job: string;
  targets: readonly string[];
}

export interface PrometheusOptions {
  jobs: readonly ScrapeJob[];
  /** Rule files to evaluate (absolute paths). */
  ruleFiles: readonly string[];
  /** Scrape and evaluation interval; short in tests, so a few seconds of traffic make a few samples. */
  intervalSeconds: number;
}

/** One series of an instant query: its labels and its value. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

/** An alert Prometheus holds: its labels and whether it is pending (its `for` running) or firing. */
export interface ActiveAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

function missing(): Error {
  return new Error(
    'prometheus was not found: these tests start a real Prometheus on a loopback port. Install it with ' +
      '`apt-get install prometheus` (Debian/Ubuntu), or set PROMETHEUS to its path.',
  );
}

interface ApiAnswer<T> {
  status: 'success' | 'error';
  data?: T;
  error?: string;
}

/**
 * A real Prometheus (Debian's `prometheus`; `PROMETHEUS` names another binary) on a loopback port, with a
 * configuration written for the test: its scrape jobs, rule files and interval, its storage in a temporary
 * directory removed when it stops.
 */
export class PrometheusServer {
  #output = '';

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    const keep = (chunk: string): void => {
      this.#output = (this.#output + chunk).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(options: PrometheusOptions): Promise<PrometheusServer> {
    const binary = process.env.PROMETHEUS ?? onPath(['prometheus']);
    if (binary === null) throw missing();
    const dir = await mkdtemp(join(tmpdir(), 'ops-prometheus-'));
    const interval = `${options.intervalSeconds}s`;
    const config = {
      global: { scrape_interval: interval, evaluation_interval: interval, scrape_timeout: interval },
      rule_files: options.ruleFiles,
      scrape_configs: options.jobs.map(({ job, targets }) => ({
        job_name: job,
        static_configs: [{ targets: [...targets] }],
      })),
    };
    await writeFile(join(dir, 'prometheus.yml'), stringify(config));
    const port = await closedPort();
    const child = spawn(
      binary,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const server = new PrometheusServer(`http://127.0.0.1:${port}`, child, dir);
    try {
      await waitUntil(
        child,
        'prometheus',
        () => server.#answers('/-/ready'),
        START_LIMIT_MS,
        () => server.#output,
      );
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** An instant query at the present moment: its series, or the error Prometheus gives for the expression. */
  async query(expr: string): Promise<Sample[]> {
    const data = await this.#api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
      `/api/v1/query?query=${encodeURIComponent(expr)}`,
    );
    return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  }

  /** The alerts pending or firing now. */
  async alerts(): Promise<ActiveAlert[]> {
    return (await this.#api<{ alerts: ActiveAlert[] }>('/api/v1/alerts')).alerts;
  }

  /** Resolves once every target of every job answered a scrape that started after this call. */
  async scrapedSinceNow(limitMs = 15_000): Promise<void> {
    const since = Date.now();
    const deadline = since + limitMs;
    while (Date.now() < deadline) {
      const { activeTargets } = await this.#api<{
        activeTargets: { health: string; lastScrape: string }[];
      }>('/api/v1/targets?state=active');
      const done = activeTargets.every((t) => t.health === 'up' && Date.parse(t.lastScrape) > since);
      if (activeTargets.length > 0 && done) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Prometheus's targets were not all scraped within ${limitMs} ms`);
  }

  async stop(): Promise<void> {
    await stopChild(this.child);
    await rm(this.dir, { recursive: true, force: true });
  }

  async #answers(path: string): Promise<boolean> {
    const answer = await request(`${this.url}${path}`);
    await answer.body.dump();
    return answer.statusCode === 200;
  }

  async #api<T>(path: string): Promise<T> {
    const answer = await request(`${this.url}${path}`);
    const body = (await answer.body.json()) as ApiAnswer<T>;
    if (body.status !== 'success' || body.data === undefined) {
      throw new Error(`Prometheus ${path}: ${body.error ?? `status ${answer.statusCode}`}`);
    }
    return body.data;
  }
}
