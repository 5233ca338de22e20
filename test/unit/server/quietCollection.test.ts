import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { QuietCollector, type QuietReadings } from '../../../server/quietCollection.js';

const MB = 1024 * 1024;

/**
 * A collector over readings the test sets tick by tick (`now`), with a collection that counts itself and
 * ends when the test lets it.
 */
function collectorOver(heapMb: number, utilisation = 0) {
  const now = { heap: heapMb * MB, utilisation };
  const readings: QuietReadings = { heapUsed: () => now.heap, utilisation: () => now.utilisation };
  let asked = 0;
  let finish = (): void => undefined;
  const collector = new QuietCollector(readings, () => {
    asked += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { now, collector, asked: () => asked, finish: () => finish() };
}

describe('collecting when the process goes quiet', () => {
  it('collects once the event loop has been nearly idle for a tick with the heap 8 MB above its lowest', async () => {
    const { now, collector, asked, finish } = collectorOver(30);
    now.heap = 37.9 * MB;
    collector.tick();
    expect(asked()).toBe(0);
    now.heap = 38 * MB;
    collector.tick();
    expect(asked()).toBe(1);
    // One at a time: the ticks while it runs ask for none.
    collector.tick();
    expect(asked()).toBe(1);
    // What it leaves is the new floor: the same heap later is not worth another.
    now.heap = 31 * MB;
    finish();
    await nextTurn();
    now.heap = 38 * MB;
    collector.tick();
    expect(asked()).toBe(1);
    now.heap = 39 * MB;
    collector.tick();
    expect(asked()).toBe(2);
  });

  it('leaves a busy process to the engine, however much its heap has grown', () => {
    const { now, collector, asked } = collectorOver(30, 0.5);
    now.heap = 80 * MB;
    collector.tick();
    now.utilisation = 0.05;
    collector.tick();
    expect(asked()).toBe(0);
    now.utilisation = 0.01;
    collector.tick();
    expect(asked()).toBe(1);
  });

  it('measures growth from the lowest heap it has seen, which the engine’s own collections lower', () => {
    const { now, collector, asked } = collectorOver(40);
    now.heap = 25 * MB;
    collector.tick();
    now.heap = 33 * MB;
    collector.tick();
    expect(asked()).toBe(1);
  });

  it('goes on after a collection that failed', async () => {
    let heap = 30 * MB;
    let asked = 0;
    const collector = new QuietCollector({ heapUsed: () => heap, utilisation: () => 0 }, async () => {
      asked += 1;
      throw new Error('no collection');
    });
    heap = 40 * MB;
    collector.tick();
    await nextTurn();
    await nextTurn();
    heap = 50 * MB;
    collector.tick();
    expect(asked).toBe(2);
  });
});
