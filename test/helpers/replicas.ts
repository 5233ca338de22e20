import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { SharedTier } from '../../server/cache/sharedTier.js';
import type { Config } from '../../server/config.js';
import { httpClient, listenOnLoopback, type HttpClient } from './httpClient.js';
import { ManualClock } from './manualClock.js';
import { RedisServer } from './redisServer.js';
import { ScriptedUpstream } from './scriptedUpstream.js';
import { testConfig } from './testConfig.js';

const ADMIN_TOKEN = 'replica-test-token-0123456789';
/**
 * Redis calls get far more than production's limit: on a busy test machine a call may take longer than
 * 100 ms, and a test must not see a working Redis as down. Outages are made by stopping it.
 */
const TEST_CALL_LIMIT_MS = 2000;

export interface ReplicaSetOptions {
  /** Replicas started before each test (default 2). */
  count?: number;
  /**
   * Settings of every replica beyond the shared Redis and the admin token; a function is read before each
   * test, for settings that name something the test file starts in its own `beforeAll`.
   */
  config?: Partial<Config> | (() => Partial<Config>);
  /** Scripts each test's new CMS, once the replicas listen. */
  cms?: (upstream: ScriptedUpstream) => void;
}

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`useReplicas(): ${what} starts before each test; use it inside tests`);
  return value;
}

/**
 * BFF replicas sharing one Redis and one scripted CMS, as behind a load balancer: apps built side by side,
 * each listening on its own loopback port, with one manual clock for all, standing for both the monotonic
 * and the wall clock, so entries age only when a test says so. Redis lives as long as the test file; each
 * test gets it empty, with new replicas (empty memory), a new CMS and a new clock.
 */
export class Replicas {
  #redis: RedisServer | null = null;
  #upstream: ScriptedUpstream | null = null;
  #apps: FastifyInstance[] = [];
  #clock = new ManualClock();

  constructor(private readonly options: ReplicaSetOptions) {}

  get redis(): RedisServer {
    return present(this.#redis, 'Redis');
  }

  get upstream(): ScriptedUpstream {
    return present(this.#upstream, 'the CMS');
  }

  /** The replicas of the running test, in the order they started. */
  get apps(): readonly FastifyInstance[] {
    return this.#apps;
  }

  get clock(): ManualClock {
    return this.#clock;
  }

  async startRedis(): Promise<void> {
    this.#redis = await RedisServer.start();
  }

  async stopRedis(): Promise<void> {
    await this.#redis?.stop();
  }

  /** Before a test: Redis running (a test may have stopped it) and empty, then the CMS and the replicas. */
  async startTest(): Promise<void> {
    if (!this.redis.running) await this.redis.restart();
    await this.redis.flush();
    this.#clock = new ManualClock();
    this.#upstream = await ScriptedUpstream.start();
    for (let i = 0; i < (this.options.count ?? 2); i += 1) await this.add();
    this.options.cms?.(this.#upstream);
  }

  /** After a test: a paused Redis resumes (closing replicas talk to it), then the replicas and the CMS close. */
  async endTest(): Promise<void> {
    this.#redis?.resume();
    const apps = this.#apps;
    this.#apps = [];
    await Promise.all(apps.map((app) => app.close()));
    await this.#upstream?.close();
    this.#upstream = null;
  }

  /** One more replica, started now (empty memory) and listening. */
  async add(): Promise<FastifyInstance> {
    const { config } = this.options;
    const app = buildApp(
      testConfig(this.upstream.url, {
        cacheRedisUrl: this.redis.url,
        adminToken: ADMIN_TOKEN,
        ...(typeof config === 'function' ? config() : config),
      }),
      { clock: this.#clock.now, wallClock: this.#clock.now, sharedCallLimitMs: TEST_CALL_LIMIT_MS },
    );
    await listenOnLoopback(app);
    this.#apps.push(app);
    return app;
  }

  /** The replica started `index`-th. */
  app(index: number): FastifyInstance {
    const app = this.#apps[index];
    if (app === undefined) throw new Error(`no replica ${index}`);
    return app;
  }

  /** supertest requests to the replica started `index`-th. */
  http(index: number): HttpClient {
    return httpClient(this.app(index));
  }

  /** `POST /_bff/cache/purge` with `body` on the replica started `index`-th, authorised. */
  purge(index: number, body: object = {}) {
    return this.http(index).post('/_bff/cache/purge').set('authorization', `Bearer ${ADMIN_TOKEN}`).send(body);
  }
}

/**
 * The replica tests' set-up, as hooks of the calling test file: a real Redis for the file, and for each
 * test new replicas in front of a new scripted CMS (see `Replicas`), closed after it.
 */
export function useReplicas(options: ReplicaSetOptions = {}): Replicas {
  const replicas = new Replicas(options);
  beforeAll(() => replicas.startRedis());
  afterAll(() => replicas.stopRedis());
  beforeEach(() => replicas.startTest());
  afterEach(() => replicas.endTest());
  return replicas;
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

/**
 * Resolves once the app has put what it loaded for `key` (for any key when none is named) into Redis. A
 * listener that stays on: a load may also write the menus its keys were learnt from, and two writes may
 * be announced in one turn.
 */
export function writtenToRedis(app: FastifyInstance, key?: string): Promise<void> {
  const events = sharedTierOf(app).events;
  return new Promise((resolve) => {
    const listener = (stored: string): void => {
      if (key !== undefined && stored !== key) return;
      events.off('written', listener);
      resolve();
    };
    events.on('written', listener);
  });
}

/** Resolves when the app has applied a purge announced by another replica. */
export const peerPurge = (app: FastifyInstance): Promise<unknown> => once(app.responseCache.events, 'peerPurge');
