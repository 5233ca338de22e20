import { describe, expect, it } from 'vitest';
import { HYDRATION_MARK } from '../../../shared/hydrationMark.js';
import { longestHydrationTaskMs, type TraceEvent } from '../../lighthouse/hydrationTasks.js';

const MAIN = { pid: 1, tid: 1 };
const task = (startMs: number, lengthMs: number, on = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...on,
  ts: startMs * 1000,
  dur: lengthMs * 1000,
});
const mark = (atMs: number): TraceEvent => ({
  name: HYDRATION_MARK,
  cat: 'blink.user_timing',
  ph: 'I',
  ...MAIN,
  ts: atMs * 1000,
});

describe('the longest task while a page hydrates', () => {
  it('counts the tasks from the mark on, the one the mark falls in included, at the CPU slowdown', () => {
    const events = [task(0, 40), task(90, 8), mark(100), task(98, 6), task(120, 11), task(140, 3)];
    // 40 ms before the mark and the 8 ms task that ended before it are page load, not hydration.
    expect(longestHydrationTaskMs(events, 4)).toBe(44);
  });

  it('counts a task that lays the page out at half the slowdown, as the simulator does', () => {
    const events = [mark(0), task(10, 11), task(30, 20), { name: 'Layout', ph: 'X', ...MAIN, ts: 35_000, dur: 12_000 }];
    expect(longestHydrationTaskMs(events, 4)).toBe(44);
  });

  it('leaves out other threads and processes', () => {
    const events = [mark(0), task(5, 2), task(5, 30, { pid: 1, tid: 2 }), task(5, 30, { pid: 2, tid: 1 })];
    expect(longestHydrationTaskMs(events, 4)).toBe(8);
  });

  it('is null for a recording without the mark', () => {
    expect(longestHydrationTaskMs([task(0, 30)], 4)).toBeNull();
  });
});
