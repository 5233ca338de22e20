/**
 * `npm run lighthouse [-- --runs N]`: audits the home page, an article list and an article detail of the
 * built site with Lighthouse's default mobile settings (simulated throttling) and prints the four category
 * scores with LCP, CLS, TBT and the longest task while the page hydrates, of each run and their medians
 * (three runs unless told). Then, in the same browser, it times the first taps on each page on a slow
 * phone (`phoneTaps.ts`), five runs, and prints them with their medians. It exits 1 when a median misses
 * its goal (`CATEGORIES`' targets, `LIMITS`, `TAP_GOALS`). It builds nothing: run `npm run build` first.
 * The JSON reports are kept in `.lighthouse/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { ArticleSummary, PagedList } from '../../shared/api/article.js';
import type { MenuItem } from '../../shared/api/menu.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { SLOW_PHONE } from '../helpers/slowPhone.js';
import { startBuiltServer } from './builtServer.js';
import { DevToolsConnection } from './devTools.js';
import { longestHydrationTaskMs, type TraceEvent } from './hydrationTasks.js';
import { startChromium } from './headlessChromium.js';
import { measurePhoneTaps } from './phoneTaps.js';
import { CATEGORIES, LIMITS, medians, missedGoals, scoreTable, type PageScores } from './scoreTable.js';
import {
  missedTapGoals,
  summariseTaps,
  TAP_GOALS,
  tapProblems,
  tapRunTable,
  tapSummaryTable,
  type TapRun,
  type TapSummary,
} from './tapTable.js';

const root = process.cwd();
/** Simulated throttling varies from run to run; the median of three is steadier than any one run. */
const DEFAULT_RUNS = 3;
/** The first taps' goal counts the runs where a tap 100 ms after the first paint worked: five of five. */
const TAP_RUNS = 5;
/** Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP); a page gets one more go. */
const ATTEMPTS = 2;
const reportDir = join(root, '.lighthouse');

function runsWanted(args: readonly string[]): number {
  const at = args.indexOf('--runs');
  const runs = at === -1 ? DEFAULT_RUNS : Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes a whole number from 1 to 20');
  return runs;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Home, the group-news list and its newest article, in the default language. */
async function pagesToAudit(baseUrl: string): Promise<string[]> {
  const menus = await json<MenuItem[]>(`${baseUrl}/cms/api/folder/list?flag=zh`);
  const news = flattenMenus(menus).find((menu) => menu.fdCode === 'jtyw');
  if (!news?.jumpUrl) throw new Error('the menu tree has no group-news list (jtyw)');
  const list = await json<PagedList<ArticleSummary>>(
    `${baseUrl}/cms/api/article/findArticleList?folderId=${news.fdId}`,
  );
  const article = list.articleLists[0];
  if (!article) throw new Error('the group-news list is empty');
  return ['/index/sy', news.jumpUrl, `/articledetail/${article.id}`];
}

async function audit(port: number, baseUrl: string, path: string, report: string): Promise<PageScores> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(report, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const traceEvents: readonly TraceEvent[] = result.artifacts.Trace.traceEvents;
  return {
    page: path,
    scores: CATEGORIES.map((c) => (lhr.categories[c.id]?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    hydrationTaskMs: longestHydrationTaskMs(traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1),
  };
}

async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let left = ATTEMPTS - 1; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

/**
 * The first taps on each page on the slow phone, over a DevTools connection of their own (`phoneTaps.ts`),
 * each run's table printed as it ends, then their medians; returns the medians.
 */
async function timeFirstTaps(port: number, baseUrl: string, pages: readonly string[]): Promise<TapSummary[]> {
  const { cpuSlowdown, network, screen } = SLOW_PHONE;
  console.log(
    `\nFirst taps on a slow phone (${screen.width} px, CPU ${cpuSlowdown}×, ${network.latency} ms, ` +
      `${(network.downloadThroughput * 8) / 1e6} Mbps; after hydration the CPU alone), ${TAP_RUNS} runs\n` +
      '  first tap: the first of taps on the menu every 50 ms from the first paint that opened it (ms after the paint)\n' +
      '  tap at 100 ms: one tap on the menu then opens it, and it stays open as the page hydrates\n' +
      '  INP: input to next paint of the first tap after hydration (Event Timing), on the menu and the language switch',
  );
  const connection = await DevToolsConnection.open(port);
  try {
    const all: TapRun[][] = [];
    for (let run = 1; run <= TAP_RUNS; run++) {
      const results: TapRun[] = [];
      for (const path of pages) results.push(await measurePhoneTaps(connection, baseUrl, path));
      all.push(results);
      console.log(`\nrun ${run} of ${TAP_RUNS}\n${tapRunTable(results)}`);
    }
    const summary = summariseTaps(all);
    console.log(`\nmedian of ${TAP_RUNS} runs\n${tapSummaryTable(summary)}`);
    const problems = tapProblems(all);
    if (problems.length > 0) console.log(`not measured:\n  ${problems.join('\n  ')}`);
    return summary;
  } finally {
    connection.close();
  }
}

async function main(): Promise<void> {
  const runs = runsWanted(process.argv.slice(2));
  mkdirSync(reportDir, { recursive: true });
  const server = await startBuiltServer(root);
  const chromium = await startChromium().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const pages = await pagesToAudit(server.baseUrl);
    console.log(`Lighthouse, mobile (default settings, simulated throttling), ${server.baseUrl}`);
    const all: PageScores[][] = [];
    for (let run = 1; run <= runs; run++) {
      const results: PageScores[] = [];
      for (const [i, path] of pages.entries()) {
        const report = join(reportDir, `page-${i + 1}-run-${run}.json`);
        results.push(await withRetry(() => audit(chromium.port, server.baseUrl, path, report)));
      }
      all.push(results);
      console.log(`\nrun ${run} of ${runs}\n${scoreTable(results)}`);
    }
    const summary = runs > 1 ? medians(all) : (all[0] ?? []);
    if (runs > 1) console.log(`\nmedian of ${runs} runs\n${scoreTable(summary)}`);
    const taps = await timeFirstTaps(chromium.port, server.baseUrl, pages);
    // The home page, audited first, is the one whose hydration has a goal.
    const missed = [
      ...summary.flatMap((row, i) => missedGoals(row, { hydration: i === 0 })),
      ...taps.flatMap(missedTapGoals),
    ];
    const goals = `${CATEGORIES.map((c) => `${c.id} ${c.target}`).join(', ')}; LCP ${LIMITS.lcpMs / 1000} s, TBT ${LIMITS.tbtMs} ms, CLS ${LIMITS.cls}, task while the home page hydrates ${LIMITS.hydrationTaskMs} ms; every tap 100 ms after the first paint works, input to next paint ${TAP_GOALS.inpMs} ms`;
    console.log(missed.length === 0 ? `\nevery goal met (${goals})` : `\ngoals missed:\n  ${missed.join('\n  ')}`);
    console.log(`reports: ${reportDir}`);
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    // Both, whatever either does: a server left running would keep this process from ending.
    await Promise.allSettled([chromium.stop(), server.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
