import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { CMS_API_PREFIX, endpointByPath } from '../../shared/api/endpoints.js';

/** How a call made to fail fails. */
export type FailMode = 'http500' | 'badJson' | 'envelopeError' | 'hang';

/**
 * Test controls of the demo CMS. They live on the object `buildDemoCms` returns and are never reachable
 * over HTTP. A `path` is an endpoint path below `/cms/api/`, such as `'article/detail'`.
 */
export interface DemoCmsControl {
  /** Delay every call, or only calls of `path`, by `ms` (0 removes the delay). */
  setLatency(ms: number, path?: string): void;
  /** The next `count` calls (of `path`, or of any endpoint) fail in `mode`. */
  failNext(count: number, mode: FailMode, path?: string): void;
  /** Calls received since the last reset, of `path` or of all endpoints. */
  callCount(path?: string): number;
  resetCounts(): void;
  /** Counts, latencies and pending failures back to the start. */
  reset(): void;
}

export const ENVELOPE_ERROR = { code: 500, msg: '服务器繁忙 / Server busy' } as const;
/** A body cut off mid-way, as a proxy that dropped the connection would leave it. */
export const BAD_JSON_BODY = '{"code":200,"msg":"success","data":{"articleLists":[{"id":10';

interface FailRule {
  path: string | null;
  mode: FailMode;
  remaining: number;
}

function endpointPath(path: string): string {
  const bare = path.replace(/^\/+/, '').replace(new RegExp(`^${CMS_API_PREFIX.slice(1)}/`), '');
  if (!endpointByPath(bare)) throw new Error(`demo CMS control: ${path} is not an endpoint path`);
  return bare;
}

export class ControlState implements DemoCmsControl {
  private latencyAll: number | null = null;
  private readonly latencyByPath = new Map<string, number>();
  private rules: FailRule[] = [];
  private readonly counts = new Map<string, number>();
  /** Aborted when the app closes, releasing calls that sleep or hang. */
  private readonly closing = new AbortController();

  constructor(private readonly baseLatencyMs: number) {
    // Every call kept waiting listens to it, as many at once as there are calls in flight.
    setMaxListeners(Infinity, this.closing.signal);
  }

  setLatency(ms: number, path?: string): void {
    if (!(ms >= 0)) throw new Error('demo CMS control: latency must be 0 or more');
    if (path === undefined) this.latencyAll = ms;
    else this.latencyByPath.set(endpointPath(path), ms);
  }

  failNext(count: number, mode: FailMode, path?: string): void {
    if (!(count > 0)) return;
    this.rules.push({ path: path === undefined ? null : endpointPath(path), mode, remaining: count });
  }

  callCount(path?: string): number {
    if (path !== undefined) return this.counts.get(endpointPath(path)) ?? 0;
    let total = 0;
    for (const n of this.counts.values()) total += n;
    return total;
  }

  resetCounts(): void {
    this.counts.clear();
  }

  reset(): void {
    this.resetCounts();
    this.latencyAll = null;
    this.latencyByPath.clear();
    this.rules = [];
  }

  close(): void {
    this.closing.abort();
  }

  /**
   * Runs the controls for one call of `path`: counts it, waits its latency and, when a failure is due,
   * answers it. Returns true when the reply has been dealt with and the call must not be answered.
   */
  async intercept(path: string, reply: FastifyReply): Promise<boolean> {
    this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
    const rule = this.takeRule(path);
    const latency = this.latencyByPath.get(path) ?? this.latencyAll ?? this.baseLatencyMs;
    if (latency > 0 && !(await this.wait(latency))) return this.drop(reply);
    if (!rule) return false;
    switch (rule.mode) {
      case 'http500':
        void reply.status(500).send({
          timestamp: new Date().toISOString(),
          status: 500,
          error: 'Internal Server Error',
          path: `${CMS_API_PREFIX}/${path}`,
        });
        return true;
      case 'badJson':
        void reply.type('application/json; charset=utf-8').send(BAD_JSON_BODY);
        return true;
      case 'envelopeError':
        void reply.send(ENVELOPE_ERROR);
        return true;
      case 'hang':
        await this.hang(reply);
        return this.drop(reply);
    }
  }

  /** The path's own rules come before rules for any call. */
  private takeRule(path: string): FailRule | undefined {
    const rule = this.rules.find((r) => r.path === path) ?? this.rules.find((r) => r.path === null);
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return rule;
  }

  /** False when the app closed while waiting. */
  private async wait(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.closing.signal });
      return true;
    } catch {
      return false;
    }
  }

  /** Never answers: resolves only when the client goes away or the app closes. */
  private hang(reply: FastifyReply): Promise<void> {
    const { signal } = this.closing;
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const done = (): void => {
        signal.removeEventListener('abort', done);
        reply.raw.off('close', done);
        resolve();
      };
      signal.addEventListener('abort', done);
      reply.raw.once('close', done);
    });
  }

  private drop(reply: FastifyReply): true {
    reply.hijack();
    reply.raw.destroy();
    return true;
  }
}
