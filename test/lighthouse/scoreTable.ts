/** The figures printed for one audit of one page. */
export interface PageScores {
  page: string;
  /** Category scores, 0–100, in the order of `CATEGORIES`. */
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export const CATEGORIES = [
  { id: 'performance', title: 'Perf' },
  { id: 'accessibility', title: 'A11y' },
  { id: 'best-practices', title: 'Best' },
  { id: 'seo', title: 'SEO' },
] as const;

/** The score every category should reach. */
export const TARGET = 90;

const median = (values: number[]): number => {
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
    };
  });
}

/** A fixed-width table: one row per page, a `!` beside a score under the target. */
export function scoreTable(rows: readonly PageScores[]): string {
  const head = ['page', ...CATEGORIES.map((c) => c.title), 'LCP', 'CLS', 'TBT'];
  const lines = rows.map((row) => [
    row.page,
    ...row.scores.map((score) => `${Math.round(score)}${score < TARGET ? '!' : ' '}`),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    row.cls.toFixed(3),
    `${Math.round(row.tbtMs)} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(head), ...lines.map(format)].join('\n');
}
