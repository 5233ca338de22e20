import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { keyBatches } from './keyBatches.js';

/** Retries of one purge request after its first attempt, within `EDGE_PURGE_BUDGET_MS`. */
export const EDGE_PURGE_RETRIES = 3;
/** Time an edge is given for a whole purge, retries included: past it the purge answers without it. */
export const EDGE_PURGE_BUDGET_MS = 2000;
/** Pause before a retry, doubled each time (100, 200, 400 ms). */
const RETRY_PAUSE_MS = 100;

/**
 * How a purge went on one edge: `ok` (every request answered 2xx), `failed` (an answer other than 2xx, or
 * the edge could not be reached), or `timeout` (the budget ran out while the edge was silent).
 */
export type EdgePurgeOutcome = 'ok' | 'failed' | 'timeout';

/** One edge's part in a purge, as the purge route answers it. */
export interface EdgePurgeResult {
  url: string;
  /** The edge's last HTTP status; or `timeout`, or `unreachable` when no connection could be made. */
  status: number | 'timeout' | 'unreachable';
  /** Milliseconds from the start of the purge to the edge's last answer. */
  ms: number;
}

export interface EdgePurgerOptions {
  retries?: number;
  budgetMs?: number;
  /** Told each edge's outcome (the metric). */
  onOutcome?: (outcome: EdgePurgeOutcome) => void;
}

/** The purge requests Varnish's VCL answers: `PURGE` with `xkey-purge` names keys, `BAN` drops everything. */
type EdgeRequest = { method: 'PURGE'; keys: string } | { method: 'BAN' };

type Attempt = { status: number } | { error: 'timeout' | 'unreachable' };

const outcomeOf = (status: EdgePurgeResult['status']): EdgePurgeOutcome =>
  status === 'timeout' ? 'timeout' : typeof status === 'number' && status >= 200 && status < 300 ? 'ok' : 'failed';

/** Worth another try: the edge failed or could not be reached; a 4xx (refused by its ACL) will not change. */
const retryable = (attempt: Attempt): boolean =>
  'error' in attempt ? attempt.error === 'unreachable' : attempt.status >= 500 || attempt.status === 429;

/**
 * Sends purges to the edge caches in front of the BFF (`EDGE_PURGE_URLS`; README, "Purging the BFF and the
 * edge"): every edge at once, each request retried after a failure, and every edge given the same budget
 * in all, so a hung or unreachable edge holds the purge's answer no longer than that.
 */
export class EdgePurger {
  readonly #urls: readonly string[];
  readonly #retries: number;
  readonly #budgetMs: number;
  readonly #onOutcome: (outcome: EdgePurgeOutcome) => void;
  /** Its own connections, closed with the app; short keep-alive, as purges are rare. */
  readonly #agent = new Agent({ keepAliveTimeout: 4000, connections: 8 });

  constructor(urls: readonly string[], options: EdgePurgerOptions = {}) {
    this.#urls = urls;
    this.#retries = options.retries ?? EDGE_PURGE_RETRIES;
    this.#budgetMs = options.budgetMs ?? EDGE_PURGE_BUDGET_MS;
    this.#onOutcome = options.onOutcome ?? (() => {});
  }

  /** `PURGE /` with `xkey-purge: <keys>` to every edge, in batches that fit a header; nothing without keys. */
  async purgeKeys(keys: readonly string[]): Promise<EdgePurgeResult[]> {
    if (keys.length === 0) return [];
    const requests: EdgeRequest[] = keyBatches(keys).map((batch) => ({ method: 'PURGE', keys: batch.join(' ') }));
    return this.#everyEdge(requests);
  }

  /** `BAN /` to every edge: a purge of everything cannot name what an edge holds. */
  async banAll(): Promise<EdgePurgeResult[]> {
    return this.#everyEdge([{ method: 'BAN' }]);
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }

  async #everyEdge(requests: readonly EdgeRequest[]): Promise<EdgePurgeResult[]> {
    const started = performance.now();
    return Promise.all(
      this.#urls.map(async (url) => {
        const signal = AbortSignal.timeout(this.#budgetMs);
        const statuses = await Promise.all(requests.map((edgeRequest) => this.#send(url, edgeRequest, signal)));
        // The edge's status is its first failure, else its last answer.
        const status = statuses.find((s) => outcomeOf(s) !== 'ok') ?? statuses[statuses.length - 1] ?? 'timeout';
        this.#onOutcome(outcomeOf(status));
        return { url, status, ms: Math.round(performance.now() - started) };
      }),
    );
  }

  /** One request with its retries, until it succeeds, fails for good, or the edge's budget runs out. */
  async #send(url: string, edgeRequest: EdgeRequest, signal: AbortSignal): Promise<EdgePurgeResult['status']> {
    let attempt: Attempt = { error: 'timeout' };
    for (let tries = 0; tries <= this.#retries && !signal.aborted; tries += 1) {
      if (tries > 0) {
        const paused = await sleep(RETRY_PAUSE_MS * 2 ** (tries - 1), true, { signal }).catch(() => false);
        if (!paused) return 'timeout';
      }
      attempt = await this.#attempt(url, edgeRequest, signal);
      if (!retryable(attempt)) break;
    }
    if (signal.aborted && 'error' in attempt) return 'timeout';
    return 'error' in attempt ? attempt.error : attempt.status;
  }

  async #attempt(url: string, edgeRequest: EdgeRequest, signal: AbortSignal): Promise<Attempt> {
    try {
      const response = await request(`${url}/`, {
        method: edgeRequest.method,
        headers: edgeRequest.method === 'PURGE' ? { 'xkey-purge': edgeRequest.keys } : {},
        dispatcher: this.#agent,
        signal,
      });
      await response.body.dump();
      return { status: response.statusCode };
    } catch {
      return { error: signal.aborted ? 'timeout' : 'unreachable' };
    }
  }
}
