import { gzipSync } from 'node:zlib';
import type { FirstVisitScript, LoadTime } from './firstVisit';

/** What the build records of a first visit to the home page, for the check that loads it in a browser. */
export interface FirstVisitRecord {
  limitKb: number;
  /** Gzipped bytes of the scripts loaded without interaction. */
  firstVisitBytes: number;
  scripts: (FirstVisitScript & { gzipBytes: number })[];
}

/** The gzipped size of a script, as the budget counts it (the site also serves brotli, which is smaller). */
export const gzipBytes = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ORDER: readonly LoadTime[] = ['with the page', 'while hydrating', 'on interaction'];

function columns(rows: readonly string[][]): string {
  const widths = rows[0]?.map((_cell, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  const numeric = (i: number) => i === 2;
  return rows
    .map((row) =>
      row
        .map((cell, i) => (numeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The first-visit table (each script, the library it holds, its gzipped size and when it loads), the
 * cost of each library, the totals and the verdict against the budget.
 */
export function firstVisitReport(
  scripts: readonly FirstVisitScript[],
  codeOf: (fileName: string) => string | Uint8Array,
  { limitKb }: { limitKb: number },
): { text: string; verdict: string; record: FirstVisitRecord } {
  const sized = scripts
    .map((script) => ({ ...script, gzipBytes: gzipBytes(codeOf(script.fileName)) }))
    .sort((a, b) => ORDER.indexOf(a.when) - ORDER.indexOf(b.when) || b.gzipBytes - a.gzipBytes);
  const sum = (list: readonly { gzipBytes: number }[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  const firstVisit = sized.filter((script) => script.when !== 'on interaction');
  const firstVisitBytes = sum(firstVisit);

  const byLibrary = new Map<string, { bytes: number; when: Set<LoadTime> }>();
  for (const script of sized) {
    const entry = byLibrary.get(script.library) ?? { bytes: 0, when: new Set<LoadTime>() };
    entry.bytes += script.gzipBytes;
    entry.when.add(script.when);
    byLibrary.set(script.library, entry);
  }
  const libraryRows = [...byLibrary]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([library, { bytes, when }]) => [library, '', kb(bytes), [...when].join(', ')]);
  const scriptRows = sized.map((s) => [s.fileName, s.library, kb(s.gzipBytes), s.when]);
  const totals = ORDER.map((when) => {
    const these = sized.filter((s) => s.when === when);
    return `${when}: ${kb(sum(these))} kB in ${these.length} scripts`;
  });
  const verdict =
    `home page first visit without interaction: ${kb(firstVisitBytes)} kB of JavaScript gzipped in ` +
    `${firstVisit.length} scripts (limit ${limitKb} kB, ` +
    (firstVisitBytes > limitKb * 1000
      ? `${kb(firstVisitBytes - limitKb * 1000)} kB over)`
      : `${kb(limitKb * 1000 - firstVisitBytes)} kB under)`);
  const text = [
    'scripts of a first visit to the home page, gzipped, and when they load:',
    columns([['script', 'library', 'kB', 'loads'], ...scriptRows]),
    'cost of each library (the app is the site’s own code):',
    columns([['library', '', 'kB', 'loads'], ...libraryRows]),
    totals.join('; '),
    verdict,
  ].join('\n');
  return { text, verdict, record: { limitKb, firstVisitBytes, scripts: sized } };
}
