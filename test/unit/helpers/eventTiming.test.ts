import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING_THRESHOLD_MS,
  inputToNextPaintMs,
  interactionAfter,
  type EventTimingEntry,
} from '../../helpers/eventTiming.js';

const entry = (name: string, startTime: number, duration: number, interactionId = 0): EventTimingEntry => ({
  name,
  startTime,
  duration,
  interactionId,
});

/** A tap as Chromium reports it: pointer events around it, its own three with one interaction id. */
const tap = (at: number, id: number, durations: [number, number, number]) => [
  entry('pointerover', at, durations[0]),
  entry('pointerdown', at, durations[0], id),
  entry('touchstart', at, durations[0]),
  entry('pointerup', at + 0.5, durations[1], id),
  entry('mousedown', at + 0.5, durations[2]),
  entry('click', at + 0.5, durations[2], id),
];

describe("an interaction's input to next paint, from Event Timing", () => {
  it('is the longest of the events of the first interaction after the given time', () => {
    const entries = [...tap(100, 7, [40, 48, 40]), ...tap(900, 9, [24, 32, 120])];
    expect(interactionAfter(entries, 50)).toEqual({
      id: 7,
      durationMs: 48,
      events: ['pointerdown', 'pointerup', 'click'],
    });
    expect(interactionAfter(entries, 500)?.durationMs).toBe(120);
  });

  it('leaves out events that are no interaction, however long', () => {
    const entries = [entry('pointerover', 200, 400), entry('mouseover', 200, 400), ...tap(200, 3, [16, 24, 24])];
    expect(interactionAfter(entries, 200)?.durationMs).toBe(24);
  });

  it('takes the interaction that came first, in whatever order its entries were reported', () => {
    const entries = [...tap(700, 12, [64, 64, 64]), ...tap(300, 11, [32, 32, 32])];
    expect(interactionAfter(entries, 0)?.id).toBe(11);
  });

  it('is null when nothing was reported after the given time', () => {
    expect(interactionAfter([], 0)).toBeNull();
    expect(interactionAfter(tap(100, 7, [40, 40, 40]), 101)).toBeNull();
  });

  it('counts an interaction the browser counted without an entry at the threshold, and one it did not count as none', () => {
    const interaction = { id: 4, durationMs: 72, events: ['click'] };
    expect(inputToNextPaintMs({ counted: true, interaction })).toBe(72);
    expect(inputToNextPaintMs({ counted: true, interaction: null })).toBe(EVENT_TIMING_THRESHOLD_MS);
    expect(inputToNextPaintMs({ counted: false, interaction: null })).toBeNull();
  });
});
