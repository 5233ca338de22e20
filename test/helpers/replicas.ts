import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { SharedTier } from '../../server/cache/sharedTier.js';
import type { Config } from '../../server/config.js';
import { httpClient, listenOnLoopback, type HttpClient } from './httpClient.js';
import { ManualClock } from './manualClock.js';
import type { RedisServer } from './redisServer.js';
import { ScriptedUpstream } from './scriptedUpstream.js';
import { testConfig } from './testConfig.js';

export const ADMIN_TOKEN = 'replica-test-token-0123456789';
/**
 * Redis calls get far more than production's limit: on a busy test machine a call may take longer than
 * 100 ms, and a test must not see a working Redis as down. Outages are made by stopping it.
 */
const TEST_CALL_LIMIT_MS = 2000;

/**
 * BFF replicas sharing one Redis and one scripted CMS, as behind a load balancer: apps built side by side,
 * each listening on its own loopback port, with one manual clock for all, standing for both the monotonic
 * and the wall clock, so entries age only when a test says so.
 */
export class Replicas {
  readonly apps: FastifyInstance[] = [];
  readonly clock = new ManualClock();

  private constructor(
    readonly redis: RedisServer,
    readonly upstream: ScriptedUpstream,
    readonly overrides: Partial<Config>,
  ) {}

  /** `count` replicas in front of a fresh scripted CMS. */
  static async start(redis: RedisServer, count = 2, overrides: Partial<Config> = {}): Promise<Replicas> {
    const replicas = new Replicas(redis, await ScriptedUpstream.start(), overrides);
    for (let i = 0; i < count; i += 1) await replicas.add();
    return replicas;
  }

  /** One more replica, started now (empty memory) and listening. */
  async add(): Promise<FastifyInstance> {
    const config = testConfig(this.upstream.url, {
      cacheRedisUrl: this.redis.url,
      adminToken: ADMIN_TOKEN,
      ...this.overrides,
    });
    const app = buildApp(config, {
      clock: this.clock.now,
      wallClock: this.clock.now,
      sharedCallLimitMs: TEST_CALL_LIMIT_MS,
    });
    await listenOnLoopback(app);
    this.apps.push(app);
    return app;
  }

  /** The replica started `index`-th. */
  app(index: number): FastifyInstance {
    const app = this.apps[index];
    if (app === undefined) throw new Error(`no replica ${index}`);
    return app;
  }

  /** supertest requests to the replica started `index`-th. */
  http(index: number): HttpClient {
    return httpClient(this.app(index));
  }

  async close(): Promise<void> {
    await Promise.all(this.apps.map((app) => app.close()));
    await this.upstream.close();
  }
}

/** Resolves once the app's shared cache reports `status`. */
export async function sharedCacheIs(app: FastifyInstance, status: 'up' | 'down'): Promise<void> {
  const tier = sharedTierOf(app);
  while (tier.status !== status) await once(tier.events, 'status');
}

/** The app's shared tier (it has one: the replicas are built with a Redis URL). */
export function sharedTierOf(app: FastifyInstance): SharedTier {
  const tier = app.responseCache.sharedTier;
  if (tier === null) throw new Error('this app has no shared cache tier');
  return tier;
}
