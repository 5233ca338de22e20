import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { pass, type Passed } from '../../../server/cache/responseCache.js';
import { sharedTierOf, useReplicas } from '../../helpers/replicas.js';

const KEY = 'page:zh:http://site/articlepagelist/missing';
const TTL_MS = 60_000;

const replicas = useReplicas();

/** The keys Redis holds for the page (its entry, its lock, its dependents). */
const keysOfPage = async (): Promise<string[]> => (await replicas.redis.keys()).filter((key) => key.includes(KEY));

describe('a load that passes a value back, with replicas sharing a cache', () => {
  it('writes nothing to Redis and frees its lock', async () => {
    const released = once(sharedTierOf(replicas.app(0)).events, 'released');
    const found = await replicas.app(0).responseCache.lookup(KEY, TTL_MS, async () => pass('not kept'));
    expect(found).toEqual({ kind: 'passed', value: 'not kept' });
    await released;
    expect(await keysOfPage()).toEqual([]);
  });

  it('lets a replica waiting for it load for itself', async () => {
    let passFirst = (_passed: Passed<string>): void => {};
    let loading = (): void => {};
    const started = new Promise<void>((resolve) => {
      loading = resolve;
    });
    const first = replicas.app(0).responseCache.lookup(
      KEY,
      TTL_MS,
      () =>
        new Promise<Passed<string>>((resolve) => {
          passFirst = resolve;
          loading();
        }),
    );
    await started;
    const waiting = once(sharedTierOf(replicas.app(1)).events, 'waiting');
    let secondLoads = 0;
    const second = replicas.app(1).responseCache.lookup(KEY, TTL_MS, async () => {
      secondLoads += 1;
      return pass('loaded again');
    });
    await waiting;
    passFirst(pass('not kept'));
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'passed', value: 'not kept' },
      { kind: 'passed', value: 'loaded again' },
    ]);
    expect(secondLoads).toBe(1);
    expect(await keysOfPage()).toEqual([]);
  });
});
