import { describe, expect, it } from 'vitest';
import { medians, missedGoals, scoreTable } from '../../lighthouse/scoreTable.js';

/** The home page, whose hydration has a goal. */
const HOME = { hydration: true };
const good = { page: '/index/sy', scores: [98, 100, 100, 100], lcpMs: 1_800, cls: 0, tbtMs: 20, hydrationTaskMs: 40 };

describe('the Lighthouse goals', () => {
  it('are met by a page at or above every target and within every limit', () => {
    expect(missedGoals(good, HOME)).toEqual([]);
    expect(
      missedGoals({ ...good, scores: [97, 100, 100, 100], lcpMs: 2_000, tbtMs: 50, hydrationTaskMs: 50 }, HOME),
    ).toEqual([]);
  });

  it('name each score and metric a page misses', () => {
    const missed = missedGoals(
      {
        page: '/a',
        scores: [96, 99, 100, 100],
        lcpMs: 2_100,
        cls: 0.02,
        tbtMs: 60,
        hydrationTaskMs: 61.4,
      },
      HOME,
    );
    expect(missed).toEqual([
      '/a: performance 96 < 97',
      '/a: accessibility 99 < 100',
      '/a: LCP 2.10 s > 2 s',
      '/a: TBT 60 ms > 50 ms',
      '/a: CLS 0.020 > 0',
      '/a: longest task while hydrating 61 ms > 50 ms',
    ]);
  });

  it('judge the task while hydrating on the home page alone', () => {
    expect(missedGoals({ ...good, page: '/a', hydrationTaskMs: 90 }, { hydration: false })).toEqual([]);
    expect(missedGoals({ ...good, page: '/a', hydrationTaskMs: null }, { hydration: false })).toEqual([]);
    expect(missedGoals({ ...good, page: '/a', tbtMs: 60, hydrationTaskMs: 90 }, { hydration: false })).toEqual([
      '/a: TBT 60 ms > 50 ms',
    ]);
  });

  it('count a recording that ended before hydration as a miss, and its run makes the median unknown', () => {
    expect(missedGoals({ ...good, hydrationTaskMs: null }, HOME)).toEqual(['/index/sy: no hydration in the recording']);
    const [median] = medians([[good], [{ ...good, hydrationTaskMs: null }], [good]]);
    expect(median?.hydrationTaskMs).toBeNull();
    expect(scoreTable([{ ...good, hydrationTaskMs: null }])).toMatch(/Hydr\. task\n.*none$/);
  });

  it('are judged on the median of the runs, marked in the table', () => {
    const runs = [[{ ...good, scores: [90, 100, 100, 100] }], [good], [{ ...good, scores: [99, 100, 100, 100] }]];
    const [median] = medians(runs);
    expect(median?.scores[0]).toBe(98);
    expect(
      medians([[good], [{ ...good, hydrationTaskMs: 70 }], [{ ...good, hydrationTaskMs: 45 }]])[0]?.hydrationTaskMs,
    ).toBe(45);
    expect(scoreTable([{ ...good, scores: [96, 100, 100, 100] }])).toContain('96!');
  });
});
