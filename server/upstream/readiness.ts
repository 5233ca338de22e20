import { ENDPOINTS } from '../../shared/api/endpoints.js';
import type { UpstreamClient } from './upstreamClient.js';

/** An upstream success this recent makes the BFF ready without probing. */
export const RECENT_SUCCESS_MS = 30_000;
export const DEFAULT_PROBE_TIMEOUT_MS = 2000;

export type ReadinessResult = { ready: true; basis: 'recent call' | 'probe' } | { ready: false; reason: string };

/**
 * Whether the CMS has answered recently: a successful call in the last 30 s, or else a short probe of a
 * cheap endpoint. Concurrent checks share one probe.
 */
export class Readiness {
  #lastSuccessAt = Number.NEGATIVE_INFINITY;
  #probe: Promise<ReadinessResult> | null = null;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly probeTimeoutMs: number = DEFAULT_PROBE_TIMEOUT_MS,
  ) {}

  recordSuccess(): void {
    this.#lastSuccessAt = performance.now();
  }

  async check(): Promise<ReadinessResult> {
    if (performance.now() - this.#lastSuccessAt <= RECENT_SUCCESS_MS) return { ready: true, basis: 'recent call' };
    this.#probe ??= this.#runProbe().finally(() => {
      this.#probe = null;
    });
    return this.#probe;
  }

  async #runProbe(): Promise<ReadinessResult> {
    try {
      await this.upstream.callApi(ENDPOINTS.fastTrack, {}, {}, this.probeTimeoutMs);
      return { ready: true, basis: 'probe' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ready: false, reason: `the CMS probe failed: ${message}` };
    }
  }
}
