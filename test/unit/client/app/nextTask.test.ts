import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../../client/src/app/nextTask.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after a task queued before it, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the scheduler has no yield', async () => {
    vi.stubGlobal('scheduler', { postTask: () => Promise.resolve() });
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    expect(order).toEqual(['queued task']);
  });
});
