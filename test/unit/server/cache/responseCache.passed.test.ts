import { describe, expect, it } from 'vitest';
import { pass, ResponseCache, type LoadedEntry, type Passed } from '../../../../server/cache/responseCache.js';
import { ManualClock } from '../../../helpers/manualClock.js';

const TTL = 1000;
const STALE = 10_000;

type Loaded = LoadedEntry | Passed<string>;

/** A loader that keeps or passes, as the test releases its loads one by one. */
function controlledLoader() {
  const pending: ((loaded: Loaded) => void)[] = [];
  let calls = 0;
  const load = () =>
    new Promise<Loaded>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  const settle = (loaded: Loaded) => pending.shift()?.(loaded);
  return {
    load,
    calls: () => calls,
    keep: (body: string) => settle({ body, dependsOn: [] }),
    pass: (value: string) => settle(pass(value)),
  };
}

function setup() {
  const clock = new ManualClock();
  const cache = new ResponseCache({ maxBytes: 1_000_000, staleMs: STALE, clock: clock.now });
  return { clock, cache, loader: controlledLoader() };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ResponseCache with loads that pass a value back', () => {
  it('stores nothing for a passed value, and loads again on the next lookup', async () => {
    const { cache, loader } = setup();
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.pass('not kept');
    expect(await first).toEqual({ kind: 'passed', value: 'not kept' });
    expect([cache.fresh('k'), cache.size]).toEqual([undefined, 0]);
    const second = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.pass('still not kept');
    expect(await second).toEqual({ kind: 'passed', value: 'still not kept' });
    expect(loader.calls()).toBe(2);
  });

  it('gives concurrent lookups of one key one load, and each the value it passed', async () => {
    const { cache, loader } = setup();
    const lookups = [cache.lookup('k', TTL, loader.load), cache.lookup('k', TTL, loader.load)];
    await flush();
    loader.pass('for both');
    const [first, second] = await Promise.all(lookups);
    expect(loader.calls()).toBe(1);
    expect(first).toEqual({ kind: 'passed', value: 'for both' });
    expect(second).toBe(first);
  });

  it('stores a value the load keeps, and answers it as kept', async () => {
    const { cache, loader } = setup();
    const lookup = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.keep('"kept"');
    const found = await lookup;
    expect(found.kind === 'kept' ? [found.status, found.answer.body.toString()] : found).toEqual(['MISS', '"kept"']);
    expect(cache.fresh('k')?.body.toString()).toBe('"kept"');
    const again = await cache.lookup('k', TTL, loader.load);
    expect([again.kind === 'kept' && again.status, loader.calls()]).toEqual(['HIT', 1]);
  });

  it('keeps serving a stale entry whose refresh passed, as after a failed refresh', async () => {
    const { cache, loader, clock } = setup();
    const staleOnError: string[] = [];
    cache.events.on('staleOnError', (key) => staleOnError.push(key));
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.keep('"old"');
    await first;
    clock.advance(TTL + 1);
    expect(await cache.lookup('k', TTL, loader.load)).toMatchObject({ kind: 'kept', status: 'STALE' });
    loader.pass('not kept');
    await flush();
    const stale = await cache.lookup('k', TTL, loader.load);
    expect(stale.kind === 'kept' ? [stale.status, stale.answer.body.toString()] : stale).toEqual(['STALE', '"old"']);
    expect(staleOnError).toEqual(['k']);
    // The refresh waits its backoff, as after a failure.
    expect(loader.calls()).toBe(2);
  });

  it('gives a lookup of an entry too old to serve the value its reload passed, and drops the entry', async () => {
    const { cache, loader, clock } = setup();
    const first = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.keep('"old"');
    await first;
    clock.advance(TTL + STALE + 1);
    const tooOld = cache.lookup('k', TTL, loader.load);
    await flush();
    loader.pass('gone');
    expect(await tooOld).toEqual({ kind: 'passed', value: 'gone' });
    expect(cache.size).toBe(0);
  });
});
