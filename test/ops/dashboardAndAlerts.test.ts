/**
 * The dashboard and the alerts against a real Prometheus: the built site behind the shipped VCL, a short
 * mixed load through the edge, then a CMS outage. Every expression of every panel has data on a working
 * site, every alert expression evaluates, and CmsUnreachable goes pending while the CMS is down. The test
 * prints, row by row, what each panel showed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { promtool } from '../helpers/promtool.js';
import { outageLoad, visitorLoad, type LoadResult } from './siteLoad.js';
import { useOpsSite } from './opsSite.js';
import { alertRules, dashboardRows, describeSamples, forPrometheus, type DashboardRow } from './shippedQueries.js';

/** Cold requests per round of the outage: each one a call the CMS refuses. */
const OUTAGE_COLD_REQUESTS = 150;
/** How long the outage may take to show in the alert's expression and put it in pending. */
const OUTAGE_LIMIT_MS = 45_000;
/** Rounds of the outage at least: past the answers' freshness, so the site is seen living on stale ones. */
const OUTAGE_MIN_ROUNDS = 4;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('the dashboard and the alerts on a running site', () => {
  const site = useOpsSite();
  let load: LoadResult = { rounds: [], purgeStatus: 0 };

  beforeAll(async () => {
    // Prometheus takes up to a few seconds to start scraping: what happened before its first scrape of a
    // counter is in that first value, where no rate() sees it.
    await site().prometheus.scrapedSinceNow();
    load = await visitorLoad(site());
    await site().prometheus.scrapedSinceNow();
  });

  /** Each panel's queries run now; lines of the report, and the queries that found no series. */
  async function readPanels(rows: readonly DashboardRow[]): Promise<{ report: string[]; empty: string[] }> {
    const report: string[] = [];
    const empty: string[] = [];
    for (const row of rows) {
      report.push(`## ${row.title}`);
      for (const panel of row.panels) {
        const seen: string[] = [];
        for (const query of panel.queries) {
          const samples = await site().prometheus.query(forPrometheus(query.expr));
          if (samples.length === 0) empty.push(`${row.title} / ${panel.title}: ${query.expr}`);
          seen.push(samples.length === 0 ? 'no data' : describeSamples(samples, query.legend));
        }
        report.push(`- ${panel.title} [${panel.unit}]: ${seen.join(' | ')}`);
      }
    }
    return { report, empty };
  }

  it('served the load as a working site does: no errors but the page that does not exist', () => {
    for (const round of load.rounds) {
      expect([...round].filter(([, status]) => status >= 400)).toEqual([['/no-such-page-anywhere', 404]]);
    }
    expect(load.purgeStatus).toBe(200);
  });

  it("exposes metrics in which promtool check metrics finds no problem, prom-client's own gauges aside", async () => {
    const metrics = await (await fetch(`${site().bffUrl}/metrics`)).text();
    const { output } = await promtool(['check', 'metrics'], metrics);
    const problems = output.split('\n').filter((line) => line.trim() !== '');
    console.log(['promtool check metrics on the BFF:', ...problems].join('\n'));
    // prom-client's default metrics name three gauges `nodejs_active_*_total`, which promtool flags.
    expect(problems.filter((line) => !line.startsWith('nodejs_active_'))).toEqual([]);
  });

  it('has data for every expression of every panel', async () => {
    const rows = dashboardRows();
    const { report, empty } = await readPanels(rows);
    const expressions = rows.flatMap((row) => row.panels.flatMap((panel) => panel.queries)).length;
    console.log(
      [
        'Dashboard after the load:',
        ...report,
        `${expressions - empty.length} of ${expressions} panel expressions returned data`,
      ].join('\n'),
    );
    expect(empty).toEqual([]);
  });

  it('evaluates every alert expression', async () => {
    const lines: string[] = [];
    for (const { alert, expr } of alertRules()) {
      const samples = await site().prometheus.query(expr);
      lines.push(`- ${alert}: ${samples.length === 0 ? 'no series (silent)' : describeSamples(samples, '{{job}}')}`);
    }
    console.log(['Alert expressions after the load:', ...lines].join('\n'));
    expect(lines).toHaveLength(alertRules().length);
  });

  it('puts CmsUnreachable in pending while the CMS is down, the site living on stale answers', async () => {
    await site().stopCms();
    const started = Date.now();
    let state: string | undefined;
    for (
      let round = 0;
      round < OUTAGE_MIN_ROUNDS || (state === undefined && Date.now() - started < OUTAGE_LIMIT_MS);
      round += 1
    ) {
      await outageLoad(site(), round, OUTAGE_COLD_REQUESTS);
      await sleep(1_000);
      state = (await site().prometheus.alerts()).find((a) => a.labels.alertname === 'CmsUnreachable')?.state;
    }
    const { report } = await readPanels(dashboardRows().filter((row) => row.title === 'The CMS'));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [`During the CMS outage (CmsUnreachable ${state ?? 'inactive'} after ${seconds} s):`, ...report].join('\n'),
    );
    expect(state).toMatch(/^(pending|firing)$/);
    const staleOnError = await site().prometheus.query('sum(rate(bff_cache_stale_on_error_total{job="bff"}[1m]))');
    expect(staleOnError[0]?.value).toBeGreaterThan(0);
  });
});
