import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { httpClient } from '../../helpers/httpClient.js';
import { peerPurge, sharedCacheIs, useReplicas, writtenToRedis } from '../../helpers/replicas.js';

const detail = endpointUrl('articleDetail');

const replicas = useReplicas();

const calls = (): number => replicas.upstream.callsTo('article/detail');
const get = async (replica: number, id: string) => replicas.http(replica).get(detail).query({ id });

async function sharedErrors(app: FastifyInstance): Promise<number> {
  const text = (await httpClient(app).get('/metrics')).text;
  return [...text.matchAll(/^bff_shared_cache_errors_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

async function stopRedis(): Promise<void> {
  await replicas.redis.stop();
  await Promise.all(replicas.apps.map((app) => sharedCacheIs(app, 'down')));
}

describe('with Redis stopped', () => {
  it('both replicas answer 200 from memory', async () => {
    const stored = writtenToRedis(replicas.app(0));
    await get(0, '1');
    await stored;
    await get(1, '1');
    await stopRedis();
    for (const replica of [0, 1]) {
      const response = await get(replica, '1');
      expect(response.status).toBe(200);
      expect(response.headers['x-cache']).toBe('HIT');
    }
    expect(calls()).toBe(1);
  });

  it('both replicas answer 200 from the CMS for what they do not hold', async () => {
    await stopRedis();
    const answers = await Promise.all([get(0, '2'), get(1, '3'), get(0, '3')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
  });

  it('says so in /readyz, which stays 200', async () => {
    await stopRedis();
    const ready = await replicas.http(0).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, sharedCache: 'down' });
  });

  it('counts the failed shared-cache operations', async () => {
    await stopRedis();
    await get(0, '4');
    expect(await sharedErrors(replicas.app(0))).toBeGreaterThan(0);
  });

  it('both replicas share again once it is back', async () => {
    await stopRedis();
    await get(0, '5');
    await replicas.redis.restart();
    await Promise.all(replicas.apps.map((app) => sharedCacheIs(app, 'up')));
    expect((await replicas.http(1).get('/readyz')).body).toMatchObject({ sharedCache: 'up' });
    const stored = writtenToRedis(replicas.app(0));
    await get(0, '6');
    await stored;
    expect((await get(1, '6')).headers['x-cache']).toBe('HIT');
    expect(calls()).toBe(2);
  });

  it('purges reach the other replica again once it is back', async () => {
    await stopRedis();
    await replicas.redis.restart();
    await Promise.all(replicas.apps.map((app) => sharedCacheIs(app, 'up')));
    await get(1, '7');
    const seen = peerPurge(replicas.app(1));
    await replicas.purge(0);
    await seen;
    expect(replicas.app(1).responseCache.size).toBe(0);
  });
});

describe('with Redis not answering', () => {
  it('both replicas answer 200 from memory and the CMS within the call time limits', async () => {
    await get(1, '8');
    replicas.redis.pause();
    const answers = await Promise.all([get(0, '8'), get(1, '8'), get(0, '9')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]?.headers['x-cache']).toBe('HIT');
    expect(await sharedErrors(replicas.app(0))).toBeGreaterThan(0);
    expect(replicas.app(0).responseCache.sharedTier?.status).toBe('down');
  });
});

describe('a replica started while Redis is down', () => {
  it('starts, serves from the CMS, and joins the shared cache once Redis is back', async () => {
    await replicas.redis.stop();
    const newcomer = await replicas.add();
    expect((await httpClient(newcomer).get(detail).query({ id: '10' })).status).toBe(200);
    expect((await httpClient(newcomer).get('/readyz')).body).toMatchObject({ ready: true, sharedCache: 'down' });
    await replicas.redis.restart();
    await sharedCacheIs(newcomer, 'up');
    expect((await httpClient(newcomer).get('/readyz')).body).toMatchObject({ sharedCache: 'up' });
  });
});
