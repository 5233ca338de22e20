import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ArticleSummary, PagedList } from '../../shared/api/article.js';
import type { MenuItem } from '../../shared/api/menu.js';
import { LOCALES, type Locale } from '../../shared/constants.js';
import { findProjectRoot } from '../../server/projectRoot.js';
import { codeFor, menuByCode } from '../e2e/harness/content.js';
import { ROUTE_SAMPLES, type SampleContent } from '../e2e/quality/routeSamples.js';
import { closedPort } from '../helpers/closedPort.js';
import { fmt } from './format.js';
import { childrenResidentMb, metricOf, residentMb, selfReport, type SelfReport } from './processMemory.js';
import { BENCH_ENV, startBff, startTarget } from './processes.js';

/** Goal: a started BFF that has rendered every route kind once. */
export const ROUTES_GOAL_MB = 110;
/**
 * The longest the BFF is left without requests for its quiet collection: it looks every second and
 * collects once a whole second has been quiet (server/memory/collectionSteering.ts), which takes some 100 ms.
 */
const QUIET_LIMIT_MS = 10_000;

/** Full collections the BFF has run once quiet. */
const quietCollections = (url: string): Promise<number> => metricOf(url, 'bff_quiet_collections_total');

/** Waits until the BFF has run a quiet collection beyond `before`; the seconds it took, or null if none came. */
async function afterQuietCollection(url: string, before: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < QUIET_LIMIT_MS) {
    await sleep(250);
    if ((await quietCollections(url)) > before) return (performance.now() - started) / 1000;
  }
  return null;
}

async function api<T>(url: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The ids and menus the sample paths are made of, read from the BFF (as the browser tests do). */
async function sampleContent(url: string, locale: Locale): Promise<SampleContent> {
  const menus = await api<MenuItem[]>(url, `/cms/api/folder/list?flag=${locale}`);
  const news = menuByCode(menus, codeFor(locale, 'jtyw'));
  const leaders = menuByCode(menus, codeFor(locale, 'ldtd'));
  const list = await api<PagedList<ArticleSummary>>(url, `/cms/api/article/findArticleList?folderId=${news.fdId}`);
  const people = await api<ArticleSummary[]>(url, `/cms/api/article/findUnPageArticleList?folderId=${leaders.fdId}`);
  const articleId = list.articleLists[0]?.id;
  const leaderId = people[0]?.id;
  if (articleId === undefined || leaderId === undefined) throw new Error(`no article or leader in ${locale}`);
  return { locale, menus, articleId, leaderId };
}

function line(label: string, pid: number, rss: number, self: SelfReport, extra = ''): string {
  return (
    `    ${label.padEnd(34)} resident ${fmt(rss, 1).padStart(6)} MB   V8 heap used ${fmt(self.heapUsed, 1).padStart(5)} MB` +
    `   buffers ${fmt(self.external, 1).padStart(5)} MB   cache ${fmt(self.cacheBytes, 1).padStart(5)} MB (${fmt(
      self.cacheEntries,
    )} entries)${extra}   [pid ${pid}]`
  );
}

/**
 * Resident memory of a BFF started against the demo CMS, then after every route kind of the route table
 * was rendered once in each language (the pages of the browser tests' samples), against its goal.
 */
export async function memoryAfterRoutes(): Promise<void> {
  if (!existsSync(join(findProjectRoot(), 'client', 'dist-ssr', 'entry-server.js'))) {
    console.log('\n  Every route kind once: skipped, the client is not built (run `npm run build` first).');
    return;
  }
  const cms = await startTarget('test/bench/targets/demoCms.ts');
  const bff = await startBff(await closedPort(), { ...BENCH_ENV, CMS_UPSTREAM_URL: cms.url });
  const pid = bff.child.pid ?? 0;
  try {
    console.log(`\nMemory of one BFF (the demo CMS in its own process, CACHE_MAX_MB default):`);
    console.log(line('after start', pid, await residentMb(pid), await selfReport(bff.url)));
    let pages = 0;
    for (const locale of LOCALES) {
      const content = await sampleContent(bff.url, locale);
      for (const sample of ROUTE_SAMPLES) {
        const path = sample.path(content);
        const response = await fetch(`${bff.url}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${path}: HTTP ${response.status}`);
        pages += 1;
      }
    }
    const busy = await residentMb(pid);
    const workers = await childrenResidentMb(pid);
    const collectionsBefore = await quietCollections(bff.url);
    console.log(line(`right after the last page`, pid, busy, await selfReport(bff.url)));
    const waited = await afterQuietCollection(bff.url, collectionsBefore);
    const rss = await residentMb(pid);
    const label =
      waited === null
        ? `no quiet collection in ${QUIET_LIMIT_MS / 1000} s`
        : `quiet collection, ${fmt(waited, 1)} s on`;
    console.log(line(label, pid, rss, await selfReport(bff.url)));
    console.log(
      `    (${pages} pages: ${ROUTE_SAMPLES.length} samples in ${LOCALES.length} languages; the picture worker ` +
        `${workers > 0 ? `holds ${fmt(workers, 1)} MB more, in its own process` : 'was not started'}; right ` +
        `after the last page the heap still holds what the renders left, which the BFF collects once quiet)`,
    );
    const met = waited !== null && rss <= ROUTES_GOAL_MB;
    console.log(
      `  resident after every route kind ${fmt(rss, 1)} MB once quiet, ${fmt(busy, 1)} MB right after the last ` +
        `page (goal <= ${ROUTES_GOAL_MB} once quiet) ${met ? 'met' : 'NOT met'}`,
    );
  } finally {
    await Promise.all([bff.stop(), cms.stop()]);
  }
}
