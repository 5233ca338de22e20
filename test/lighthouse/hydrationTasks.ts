import { HYDRATION_MARK } from '../../shared/hydrationMark.js';

/** The fields of a Chromium trace event this file reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Microseconds, on complete (`X`) events. */
  dur?: number;
  cat?: string;
}

/**
 * The longest task of the page's main thread from the hydration mark (`shared/hydrationMark.ts`) to the
 * end of the recording, in milliseconds as Lighthouse's simulated throttling counts it: the recorded
 * length times the CPU slowdown, or times half of it for a task that lays the page out (the rule of
 * Lighthouse's simulator for its long-task figures). The task the mark falls in counts. `null` when the
 * recording has no mark: the page did not start hydrating while it was recorded.
 */
export function longestHydrationTaskMs(events: readonly TraceEvent[], cpuSlowdown: number): number | null {
  const mark = events.find((e) => e.name === HYDRATION_MARK && e.cat?.includes('blink.user_timing'));
  if (!mark) return null;
  const onMainThread = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X';
  const tasks = events.filter((e) => onMainThread(e) && e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= mark.ts);
  const layouts = events.filter((e) => onMainThread(e) && e.name === 'Layout' && e.ts + (e.dur ?? 0) >= mark.ts);
  let longest = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < end);
    longest = Math.max(longest, ((task.dur ?? 0) / 1000) * cpuSlowdown * (laysOut ? 0.5 : 1));
  }
  return longest;
}
