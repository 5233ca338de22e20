import { describe, expect, it } from 'vitest';
import { PictureError } from '../../../../server/images/imageErrors.js';
import { VariantMaker } from '../../../../server/images/variantMaker.js';

function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('VariantMaker', () => {
  it('runs one job at a time and queues the next ones', async () => {
    const maker = new VariantMaker({ concurrency: 1, maxQueued: 5 });
    const first = gate();
    const order: string[] = [];
    const jobs = [
      maker.schedule(async () => {
        await first.promise;
        order.push('first');
      }),
      maker.schedule(async () => {
        order.push('second');
      }),
    ];
    expect([maker.running, maker.waiting]).toEqual([1, 1]);
    first.open();
    await Promise.all(jobs);
    expect(order).toEqual(['first', 'second']);
    expect([maker.running, maker.waiting]).toEqual([0, 0]);
  });

  it('refuses a job with 503 when the running and waiting places are all taken', async () => {
    const maker = new VariantMaker({ concurrency: 1, maxQueued: 1 });
    const first = gate();
    const jobs = [maker.schedule(() => first.promise), maker.schedule(async () => undefined)];
    const refused = maker.schedule(async () => undefined);
    await expect(refused).rejects.toBeInstanceOf(PictureError);
    await expect(refused).rejects.toMatchObject({ status: 503, code: 'BUSY' });
    first.open();
    await Promise.all(jobs);
    await expect(maker.schedule(async () => 'again')).resolves.toBe('again');
  });
});
