import { fixedWidthTable, median } from './scoreTable.js';

/** The figures of one page on the slow phone, in one run (`phoneTaps.ts`). */
export interface TapRun {
  page: string;
  /**
   * The first tap on the menu that opened it, in ms after the first paint, the menu tapped every 50 ms
   * from the paint (one tap at a time: the next once the page has handled the last); null when none did.
   */
  firstTapMs: number | null;
  /** The tap aimed 100 ms after the first paint: when it went (ms after the paint), and whether it worked. */
  tapAt100: { sentMs: number; worked: boolean } | null;
  /** Input to next paint of the first tap after hydration (ms): on the menu and on the language switch. */
  menuInpMs: number | null;
  languageInpMs: number | null;
  /** Why a figure is missing, one sentence each. */
  problems: string[];
}

/** A page's figures over the runs. */
export interface TapSummary {
  page: string;
  runs: number;
  /** Median of the runs; null when a run had none (no tap opened the menu). */
  firstTapMs: number | null;
  /** How many of the runs' taps 100 ms after the first paint worked. */
  tapsAt100Worked: number;
  menuInpMs: number | null;
  languageInpMs: number | null;
}

/** The goals: every tap 100 ms after the first paint works, and each median input to next paint at most 200 ms. */
export const TAP_GOALS = { inpMs: 200 } as const;

/** The median, unknown (null) when a run has no figure: a run that measured nothing does not make it better. */
function medianOrNull(values: readonly (number | null)[]): number | null {
  return values.some((value) => value === null) ? null : median(values as number[]);
}

/** Per page, its figures over several runs. */
export function summariseTaps(runs: readonly (readonly TapRun[])[]): TapSummary[] {
  const pages = runs[0]?.map((run) => run.page) ?? [];
  return pages.map((page) => {
    const of = runs.flatMap((run) => run.filter((p) => p.page === page));
    return {
      page,
      runs: of.length,
      firstTapMs: medianOrNull(of.map((p) => p.firstTapMs)),
      tapsAt100Worked: of.filter((p) => p.tapAt100?.worked === true).length,
      menuInpMs: medianOrNull(of.map((p) => p.menuInpMs)),
      languageInpMs: medianOrNull(of.map((p) => p.languageInpMs)),
    };
  });
}

/** What a page's summary misses of the goals, in words (empty when it meets them all). */
export function missedTapGoals(row: TapSummary): string[] {
  const missed: string[] = [];
  if (row.tapsAt100Worked < row.runs) {
    missed.push(`a tap 100 ms after the first paint worked in ${row.tapsAt100Worked} of ${row.runs} runs`);
  }
  for (const [name, value] of [
    ['menu', row.menuInpMs],
    ['language switch', row.languageInpMs],
  ] as const) {
    if (value === null) missed.push(`no input to next paint measured for a tap on the ${name}`);
    else if (value > TAP_GOALS.inpMs) {
      missed.push(`input to next paint of a tap on the ${name} ${Math.round(value)} ms > ${TAP_GOALS.inpMs} ms`);
    }
  }
  return missed.map((goal) => `${row.page}: ${goal}`);
}

/** Why figures are missing, each reason once, with the number of runs it came in when more than one. */
export function tapProblems(runs: readonly (readonly TapRun[])[]): string[] {
  const counts = new Map<string, number>();
  for (const problem of runs.flat().flatMap((row) => row.problems)) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  return [...counts].map(([problem, count]) => (count > 1 ? `${problem} (${count} runs)` : problem));
}

const HEAD = ['page', 'first tap', 'tap at 100 ms', 'INP menu', 'INP language'];
const ms = (value: number | null) => (value === null ? 'none' : `${Math.round(value)} ms`);
/** An input to next paint with a `!` beside it when it misses its goal. */
const inp = (value: number | null) => (value === null ? 'none!' : `${ms(value)}${value > TAP_GOALS.inpMs ? '!' : ' '}`);

/** One run's figures, a row per page; `!` marks what misses its goal. */
export function tapRunTable(rows: readonly TapRun[]): string {
  return fixedWidthTable(
    HEAD,
    rows.map((row) => [
      row.page,
      ms(row.firstTapMs),
      row.tapAt100 === null
        ? 'none!'
        : `${row.tapAt100.worked ? 'worked' : 'failed!'} at ${Math.round(row.tapAt100.sentMs)} ms`,
      inp(row.menuInpMs),
      inp(row.languageInpMs),
    ]),
  );
}

/** The pages' summaries, a row each; `!` marks what misses its goal. */
export function tapSummaryTable(rows: readonly TapSummary[]): string {
  return fixedWidthTable(
    HEAD,
    rows.map((row) => [
      row.page,
      ms(row.firstTapMs),
      `${row.tapsAt100Worked}/${row.runs}${row.tapsAt100Worked < row.runs ? '!' : ' '}`,
      inp(row.menuInpMs),
      inp(row.languageInpMs),
    ]),
  );
}
