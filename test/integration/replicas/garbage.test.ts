import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/api/endpoints.js';
import { useReplicas, writtenToRedis } from '../../helpers/replicas.js';
import { SHARED_KEY_PREFIX } from '../../../server/cache/sharedTier.js';

const detail = endpointUrl('articleDetail');
const ENTRY_KEY = `${SHARED_KEY_PREFIX}e:${detail}?id=1`;

const replicas = useReplicas();

const calls = (): number => replicas.upstream.callsTo('article/detail');
const get = async (replica: number) => replicas.http(replica).get(detail).query({ id: '1' });

/** The bytes the first replica stores for the article. */
async function realEntry(): Promise<Buffer> {
  const written = writtenToRedis(replicas.app(0));
  await get(0);
  await written;
  return replicas.redis.command<Buffer>('GET', ENTRY_KEY);
}

const variants: [string, (entry: Buffer) => Buffer | string][] = [
  ['text that is not an entry', () => 'cached by something else'],
  ['an empty value', () => ''],
  [
    'an entry of another format version',
    (entry) => Buffer.concat([entry.subarray(0, 4), Buffer.from([99]), entry.subarray(5)]),
  ],
  ['a truncated entry', (entry) => entry.subarray(0, entry.length - 7)],
  ['an entry with bytes appended', (entry) => Buffer.concat([entry, Buffer.from('tail')])],
  ['an entry whose body does not match its tag', (entry) => Buffer.concat([entry.subarray(0, -1), Buffer.from('!')])],
  [
    'an entry whose header is not JSON',
    (entry) => Buffer.concat([entry.subarray(0, 9), Buffer.from('{{{'), entry.subarray(12)]),
  ],
];

describe('garbage in Redis under a key', () => {
  it.each(variants)('is a miss when it is %s', async (_name, spoil) => {
    await replicas.redis.command('SET', ENTRY_KEY, spoil(await realEntry()));
    const response = await get(1);
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('MISS');
    expect(calls()).toBe(2);
  });

  it('is a miss when it is a value of another type', async () => {
    await replicas.redis.command('HSET', ENTRY_KEY, 'field', 'value');
    const response = await get(1);
    expect(response.status).toBe(200);
    expect(calls()).toBe(1);
  });

  it('is replaced by the next answer stored', async () => {
    await replicas.redis.command('SET', ENTRY_KEY, 'garbage');
    const written = writtenToRedis(replicas.app(1));
    await get(1);
    await written;
    expect((await get(0)).headers['x-cache']).toBe('HIT');
    expect(calls()).toBe(1);
  });

  it('in a dependency record does not stop a purge', async () => {
    await realEntry();
    await replicas.redis.command('SET', `${SHARED_KEY_PREFIX}d:${detail}?id=1`, 'not a set');
    const response = await replicas.purge(1, { prefix: detail });
    expect(response.status).toBe(200);
    // What is left are the records of the answer's surrogate keys: names of entries, which expire with them.
    const left = await replicas.redis.keys();
    expect(left.filter((key) => !key.startsWith(`${SHARED_KEY_PREFIX}d:sk:`))).toEqual([]);
  });
});
