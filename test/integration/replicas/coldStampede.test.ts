import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { started } from '../../helpers/httpClient.js';
import { sharedTierOf, useReplicas, writtenToRedis } from '../../helpers/replicas.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';

const detail = endpointUrl('articleDetail');
const REQUESTS_PER_REPLICA = 100;

const replicas = useReplicas();

const calls = (): number => replicas.upstream.callsTo('article/detail');
/** Started at once, so that requests made together are in flight together. */
const get = (replica: number, id: string) => started(replicas.http(replica).get(detail).query({ id }));

/** Resolves when either replica starts waiting for the other's load. */
const eitherWaits = (): Promise<unknown> =>
  Promise.race(replicas.apps.map((app) => once(sharedTierOf(app).events, 'waiting')));

describe('concurrent cold requests on several replicas', () => {
  it('make one CMS call for requests spread over both replicas', async () => {
    const gate = replicas.upstream.hold();
    const firstCall = replicas.upstream.nextCall('article/detail');
    const waiting = eitherWaits();
    const responses = Array.from({ length: REQUESTS_PER_REPLICA * 2 }, (_, i) => get(i % 2, '42'));
    await Promise.all([firstCall, waiting]);
    gate.release();
    const answers = await Promise.all(responses);
    expect(calls()).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });

  it('let the waiting replica load for itself when the loading one fails', async () => {
    const gate = replicas.upstream.hold();
    let failures = 1;
    replicas.upstream.script('article/detail', (call) =>
      failures-- > 0
        ? { json: { code: 500, msg: 'the CMS failed once' } }
        : { json: { code: 200, data: { id: Number(call.params.id), title: 'second try', content: '<p>x</p>' } } },
    );
    const firstCall = replicas.upstream.nextCall('article/detail');
    const waiting = eitherWaits();
    const responses = [get(0, '43'), get(1, '43')];
    await Promise.all([firstCall, waiting]);
    gate.release();
    const statuses = (await Promise.all(responses)).map((a) => a.status).sort();
    expect(statuses).toEqual([200, 502]);
    expect(calls()).toBe(2);
  });

  it('let a replica load for itself once a lock nobody releases expires', async () => {
    // A replica that took the lock and died: the lock lives a moment, and no announcement ever comes.
    await replicas.redis.command(
      'SET',
      `${SHARED_KEY_PREFIX}l:/cms/api/article/detail?id=44`,
      'a-dead-replica',
      'PX',
      '300',
    );
    const response = await get(0, '44');
    expect(response.status).toBe(200);
    expect(calls()).toBe(1);
  });

  it('release the lock once the answer is stored', async () => {
    const written = writtenToRedis(replicas.app(0));
    await get(0, '45');
    await written;
    expect((await replicas.redis.keys()).filter((key) => key.startsWith(`${SHARED_KEY_PREFIX}l:`))).toEqual([]);
  });
});
