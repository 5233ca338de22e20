import { describe, expect, it } from 'vitest';
import {
  missedTapGoals,
  summariseTaps,
  tapProblems,
  tapRunTable,
  tapSummaryTable,
  type TapRun,
  type TapSummary,
} from '../../lighthouse/tapTable.js';

const good: TapRun = {
  page: '/index/sy',
  firstTapMs: 12,
  tapAt100: { sentMs: 104, worked: true },
  menuInpMs: 48,
  languageInpMs: 160,
  problems: [],
};
const summary: TapSummary = {
  page: '/index/sy',
  runs: 5,
  firstTapMs: 12,
  tapsAt100Worked: 5,
  menuInpMs: 48,
  languageInpMs: 160,
};

describe('the first-tap figures', () => {
  it('take the median of each figure over the runs and count the taps at 100 ms that worked', () => {
    const runs = [
      [good],
      [{ ...good, firstTapMs: 40, menuInpMs: 64, tapAt100: { sentMs: 130, worked: false } }],
      [{ ...good, firstTapMs: 8, languageInpMs: 400 }],
    ];
    expect(summariseTaps(runs)).toEqual([
      { page: '/index/sy', runs: 3, firstTapMs: 12, tapsAt100Worked: 2, menuInpMs: 48, languageInpMs: 160 },
    ]);
  });

  it('make a median unknown when a run measured nothing, rather than better', () => {
    const [row] = summariseTaps([[good], [{ ...good, menuInpMs: null, firstTapMs: null, tapAt100: null }], [good]]);
    expect(row).toMatchObject({ firstTapMs: null, menuInpMs: null, languageInpMs: 160, tapsAt100Worked: 2 });
  });

  it('meet the goals when every tap at 100 ms worked and each input to next paint is at most 200 ms', () => {
    expect(missedTapGoals(summary)).toEqual([]);
    expect(missedTapGoals({ ...summary, menuInpMs: 200, languageInpMs: 200, firstTapMs: null })).toEqual([]);
  });

  it('name each goal a page misses', () => {
    expect(missedTapGoals({ ...summary, tapsAt100Worked: 4, menuInpMs: null, languageInpMs: 288 })).toEqual([
      '/index/sy: a tap 100 ms after the first paint worked in 4 of 5 runs',
      '/index/sy: no input to next paint measured for a tap on the menu',
      '/index/sy: input to next paint of a tap on the language switch 288 ms > 200 ms',
    ]);
  });

  it('print a row per page, marking what misses its goal', () => {
    const run = tapRunTable([
      good,
      { ...good, page: '/a', tapAt100: { sentMs: 171.6, worked: false }, menuInpMs: null },
    ]);
    expect(run.split('\n')).toEqual([
      'page       first tap      tap at 100 ms  INP menu  INP language',
      '/index/sy      12 ms   worked at 104 ms    48 ms        160 ms',
      '/a             12 ms  failed! at 172 ms     none!       160 ms',
    ]);
    expect(tapSummaryTable([summary, { ...summary, page: '/a', tapsAt100Worked: 3, languageInpMs: 288 }])).toContain(
      '3/5!',
    );
  });

  it('name each reason a figure is missing once, with the runs it came in', () => {
    const missing = {
      ...good,
      menuInpMs: null,
      problems: ['/index/sy, menu after hydration: nothing matches summary'],
    };
    const other = { ...good, page: '/a', problems: ['/a, first tap: the tap was not handled within 15 s'] };
    expect(
      tapProblems([
        [missing, good],
        [missing, other],
      ]),
    ).toEqual([
      '/index/sy, menu after hydration: nothing matches summary (2 runs)',
      '/a, first tap: the tap was not handled within 15 s',
    ]);
  });
});
