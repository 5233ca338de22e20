/**
 * `npm run lighthouse [-- --runs N]`: audits the home page, an article list and an article detail of the
 * built site with Lighthouse's default mobile settings (simulated throttling) and prints the four category
 * scores with LCP, CLS, TBT and the longest task while the page hydrates, of each run and their medians
 * (three runs unless told), exiting 1 when a median misses its goal (`CATEGORIES`' targets, `LIMITS`). It
 * builds nothing: run `npm run build` first. The JSON reports are kept in `.lighthouse/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { ArticleSummary, PagedList } from '../../shared/api/article.js';
import type { MenuItem } from '../../shared/api/menu.js';
import { flattenMenus } from '../../shared/nav/findMenu.js';
import { startBuiltServer } from './builtServer.js';
import { longestHydrationTaskMs, type TraceEvent } from './hydrationTasks.js';
import { startChromium } from './headlessChromium.js';
import { CATEGORIES, LIMITS, medians, missedGoals, scoreTable, type PageScores } from './scoreTable.js';

const root = process.cwd();
/** Simulated throttling varies from run to run; the median of three is steadier than any one run. */
const DEFAULT_RUNS = 3;
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
    // The home page, audited first, is the one whose hydration has a goal.
    const missed = summary.flatMap((row, i) => missedGoals(row, { hydration: i === 0 }));
    const goals = `${CATEGORIES.map((c) => `${c.id} ${c.target}`).join(', ')}; LCP ${LIMITS.lcpMs / 1000} s, TBT ${LIMITS.tbtMs} ms, CLS ${LIMITS.cls}, task while the home page hydrates ${LIMITS.hydrationTaskMs} ms`;
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
