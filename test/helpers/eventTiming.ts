/**
 * Input to next paint of one interaction, read from the page's Event Timing entries: the browser times
 * each event of a tap or a key press (`pointerdown`, `pointerup`, `click`, `keydown`…) from the input to
 * the paint after its handlers, and gives the events of one interaction the same `interactionId`. The
 * interaction's figure is the longest of them, as INP counts it. Entries shorter than the observer's
 * threshold (16 ms, the least the API allows) are not reported: an interaction the browser counted
 * (`performance.interactionCount`) without an entry was painted sooner than that.
 */

/** The least duration an Event Timing observer may ask for (ms). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The fields of a `PerformanceEventTiming` entry read here. */
export interface EventTimingEntry {
  name: string;
  /** The input's time on the page's clock (ms). */
  startTime: number;
  /** From the input to the next paint after its handlers, in steps of 8 ms. */
  duration: number;
  /** 0 for events that are not part of an interaction (a pointer moving over, a mouse event after a tap). */
  interactionId: number;
}

export interface Interaction {
  id: number;
  /** The longest of its events' durations (ms). */
  durationMs: number;
  /** The names of its events, in order. */
  events: string[];
}

/**
 * The first interaction whose input came at or after `since` (the page's clock, ms), or null when none
 * was reported.
 */
export function interactionAfter(entries: readonly EventTimingEntry[], since: number): Interaction | null {
  const first = [...entries]
    .filter((entry) => entry.interactionId > 0 && entry.startTime >= since)
    .sort((a, b) => a.startTime - b.startTime)[0];
  if (!first) return null;
  const events = entries.filter((entry) => entry.interactionId === first.interactionId);
  return {
    id: first.interactionId,
    durationMs: Math.max(...events.map((entry) => entry.duration)),
    events: events.map((entry) => entry.name),
  };
}

/** What the page recorded of an interaction: whether the browser counted it, and its events if any was reported. */
export interface MeasuredInteraction {
  /** `performance.interactionCount` went up: the browser took the input as an interaction. */
  counted: boolean;
  interaction: Interaction | null;
}

/**
 * The interaction's input to next paint (ms): its longest event, or the threshold when it was counted
 * but painted within it; null when the browser counted no interaction.
 */
export function inputToNextPaintMs({ counted, interaction }: MeasuredInteraction): number | null {
  if (interaction) return interaction.durationMs;
  return counted ? EVENT_TIMING_THRESHOLD_MS : null;
}

/** What the recording in the page holds (see `RECORD_EVENT_TIMING`). */
export interface EventTimingRecord {
  entries: EventTimingEntry[];
  interactionCount: number;
}

/**
 * In the page: starts keeping its Event Timing entries from 16 ms up (with those already buffered), once,
 * and gives the clock now and the interaction count, for an interaction that follows. An expression for
 * `Runtime.evaluate`.
 */
export const RECORD_EVENT_TIMING = `(() => {
  const kept = (window.__eventTimings ??= []);
  if (!window.__eventTimingObserver) {
    window.__eventTimingObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        kept.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
      }
    });
    window.__eventTimingObserver.observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
  }
  return { now: performance.now(), interactionCount: performance.interactionCount };
})()`;

/** In the page: what the recording holds now (an expression for `Runtime.evaluate`). */
export const EVENT_TIMING_RECORD = `({
  entries: window.__eventTimings ?? [],
  interactionCount: performance.interactionCount,
})`;

/** Evaluates an expression in the page and gives its value. */
export type EvaluateInPage = <T>(expression: string) => Promise<T>;

/** How long the entries of a counted interaction may take to come: they come after its paint. */
const ENTRIES_LIMIT_MS = 3_000;
/** How long an input may take to be counted at all (a busy main thread handles it late). */
const COUNT_LIMIT_MS = 10_000;
/** How long to wait, once an interaction's first entries have come, for the rest of them. */
const ENTRIES_SETTLE_MS = 300;
const POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records the page's Event Timing entries, does `act` (a tap, a key press), and gives what the page
 * reported of the first interaction after it: once its entries have come, or once it was counted and
 * none came within `ENTRIES_LIMIT_MS` (then it was painted within the threshold).
 */
export async function measureInteraction(
  evaluate: EvaluateInPage,
  act: () => Promise<void>,
): Promise<MeasuredInteraction> {
  const before = await evaluate<{ now: number; interactionCount: number }>(RECORD_EVENT_TIMING);
  await act();
  const started = Date.now();
  let countedAt: number | null = null;
  for (;;) {
    const record = await evaluate<EventTimingRecord>(EVENT_TIMING_RECORD);
    const interaction = interactionAfter(record.entries, before.now);
    const counted = record.interactionCount > before.interactionCount;
    if (counted) countedAt ??= Date.now();
    if (interaction) {
      // The events of one interaction may be painted, and reported, a frame apart.
      await pause(ENTRIES_SETTLE_MS);
      const settled = await evaluate<EventTimingRecord>(EVENT_TIMING_RECORD);
      return { counted: true, interaction: interactionAfter(settled.entries, before.now) };
    }
    const now = Date.now();
    if (countedAt !== null && now - countedAt > ENTRIES_LIMIT_MS) return { counted: true, interaction: null };
    if (countedAt === null && now - started > COUNT_LIMIT_MS) return { counted: false, interaction: null };
    await pause(POLL_MS);
  }
}
