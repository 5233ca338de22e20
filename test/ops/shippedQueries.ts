import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { findProjectRoot } from '../../server/projectRoot.js';
import type { Sample } from '../helpers/prometheusServer.js';
import { SHIPPED_ALERTS } from './opsSite.js';

const SITE_DASHBOARD = join(findProjectRoot(), 'deploy', 'grafana', 'dashboards', 'site.json');

/**
 * The window Grafana's `$__rate_interval` stands for in the test: the whole test is younger than a minute
 * when the panels are read, so a minute holds every sample of the load.
 */
const TEST_RATE_WINDOW = '1m';

export interface PanelQuery {
  expr: string;
  legend: string;
}

export interface DashboardPanel {
  title: string;
  unit: string;
  queries: PanelQuery[];
}

export interface DashboardRow {
  title: string;
  panels: DashboardPanel[];
}

interface PanelJson {
  type: string;
  title: string;
  fieldConfig?: { defaults?: { unit?: string } };
  targets?: { expr: string; legendFormat?: string }[];
}

/** The committed dashboard's rows, each with the panels that follow it. */
export function dashboardRows(): DashboardRow[] {
  const { panels } = JSON.parse(readFileSync(SITE_DASHBOARD, 'utf8')) as { panels: PanelJson[] };
  const rows: DashboardRow[] = [];
  for (const panel of panels) {
    if (panel.type === 'row') {
      rows.push({ title: panel.title, panels: [] });
      continue;
    }
    const row = rows.at(-1);
    if (row === undefined) throw new Error(`panel "${panel.title}" comes before any row`);
    row.panels.push({
      title: panel.title,
      unit: panel.fieldConfig?.defaults?.unit ?? '',
      queries: (panel.targets ?? []).map((t) => ({ expr: t.expr, legend: t.legendFormat ?? '' })),
    });
  }
  return rows;
}

/** A panel's expression as Prometheus takes it: Grafana's rate window filled in. */
export function forPrometheus(expr: string): string {
  return expr.replaceAll('$__rate_interval', TEST_RATE_WINDOW);
}

/** The shipped alert rules: each alert's name and expression. */
export function alertRules(): { alert: string; expr: string }[] {
  const file = parse(readFileSync(SHIPPED_ALERTS, 'utf8')) as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  return file.groups.flatMap((group) => group.rules.map(({ alert, expr }) => ({ alert, expr: expr.trim() })));
}

/** A figure as the report prints it: ratios and small rates with a few digits, large ones rounded. */
function figure(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1e6) return value.toExponential(3);
  return Number.isInteger(value) ? String(value) : value.toPrecision(3);
}

/** Series the report prints of one query; the highest values first. */
const SHOWN_SERIES = 8;

const descending = (a: Sample, b: Sample): number =>
  (Number.isNaN(b.value) ? -Infinity : b.value) - (Number.isNaN(a.value) ? -Infinity : a.value);

/** The series of a query as one line: each one's legend (Grafana's `{{label}}` filled in) and value. */
export function describeSamples(samples: readonly Sample[], legend: string): string {
  const shown = [...samples]
    .sort(descending)
    .slice(0, SHOWN_SERIES)
    .map((sample) => {
      const name = legend.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, label: string) => sample.metric[label] ?? '');
      return `${name.trim() || '(value)'} = ${figure(sample.value)}`;
    });
  const more = samples.length > shown.length ? `, … ${samples.length - shown.length} more` : '';
  return `${shown.join('; ')}${more}`;
}
