/** The figures printed for one audit of one page. */
export interface PageScores {
  page: string;
  /** Category scores, 0–100, in the order of `CATEGORIES`. */
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The longest task from the start of hydration on, in simulated milliseconds (`hydrationTasks.ts`);
   * `null` when the recording ended before the page started hydrating.
   */
  hydrationTaskMs: number | null;
}

/** The four categories, each with the score its median must reach. */
export const CATEGORIES = [
  { id: 'performance', title: 'Perf', target: 97 },
  { id: 'accessibility', title: 'A11y', target: 100 },
  { id: 'best-practices', title: 'Best', target: 100 },
  { id: 'seo', title: 'SEO', target: 100 },
] as const;

/** The most each metric's median may reach. */
export const LIMITS = { lcpMs: 2_000, tbtMs: 50, cls: 0, hydrationTaskMs: 50 } as const;

/**
 * What a page's medians miss of the goals, in words (empty when it meets them all). The longest task while
 * hydrating has a goal on the home page alone (`hydration`); other pages' figures are for reading.
 */
export function missedGoals(row: PageScores, { hydration }: { hydration: boolean }): string[] {
  const missed = CATEGORIES.flatMap((category, i) => {
    const score = row.scores[i] ?? 0;
    return score < category.target ? [`${category.id} ${Math.round(score)} < ${category.target}`] : [];
  });
  if (row.lcpMs > LIMITS.lcpMs) missed.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s > ${LIMITS.lcpMs / 1000} s`);
  if (row.tbtMs > LIMITS.tbtMs) missed.push(`TBT ${Math.round(row.tbtMs)} ms > ${LIMITS.tbtMs} ms`);
  if (row.cls > LIMITS.cls) missed.push(`CLS ${row.cls.toFixed(3)} > ${LIMITS.cls}`);
  if (hydration && row.hydrationTaskMs === null) missed.push('no hydration in the recording');
  if (hydration && row.hydrationTaskMs !== null && row.hydrationTaskMs > LIMITS.hydrationTaskMs) {
    missed.push(`longest task while hydrating ${Math.round(row.hydrationTaskMs)} ms > ${LIMITS.hydrationTaskMs} ms`);
  }
  return missed.map((goal) => `${row.page}: ${goal}`);
}

/** The middle value, or the mean of the two middle ones (0 for none). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Per page, the median of each figure over several runs. */
export function medians(runs: readonly PageScores[][]): PageScores[] {
  const pages = runs[0]?.map((p) => p.page) ?? [];
  return pages.map((page) => {
    const of = runs.flatMap((run) => run.filter((p) => p.page === page));
    return {
      page,
      scores: CATEGORIES.map((_c, i) => median(of.map((p) => p.scores[i] ?? 0))),
      lcpMs: median(of.map((p) => p.lcpMs)),
      cls: median(of.map((p) => p.cls)),
      tbtMs: median(of.map((p) => p.tbtMs)),
      // A run without hydration in its recording makes the median unknown rather than better.
      hydrationTaskMs: of.some((p) => p.hydrationTaskMs === null)
        ? null
        : median(of.map((p) => p.hydrationTaskMs ?? 0)),
    };
  });
}

/** A fixed-width table: one row per page, a `!` beside a score under its category's target. */
export function scoreTable(rows: readonly PageScores[]): string {
  const head = ['page', ...CATEGORIES.map((c) => c.title), 'LCP', 'CLS', 'TBT', 'Hydr. task'];
  const lines = rows.map((row) => [
    row.page,
    ...row.scores.map((score, i) => `${Math.round(score)}${score < (CATEGORIES[i]?.target ?? 100) ? '!' : ' '}`),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    row.cls.toFixed(3),
    `${Math.round(row.tbtMs)} ms`,
    row.hydrationTaskMs === null ? 'none' : `${Math.round(row.hydrationTaskMs)} ms`,
  ]);
  return fixedWidthTable(head, lines);
}

/** Rows of cells under a head, in columns as wide as their widest cell: the first to the left, the others to the right. */
export function fixedWidthTable(head: readonly string[], lines: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(head), ...lines.map(format)].join('\n');
}
