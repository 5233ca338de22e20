import * as common from '@grafana/grafana-foundation-sdk/common';
import * as dashboard from '@grafana/grafana-foundation-sdk/dashboard';
import { DataqueryBuilder } from '@grafana/grafana-foundation-sdk/prometheus';
import { PanelBuilder as StatPanelBuilder } from '@grafana/grafana-foundation-sdk/stat';
import { PanelBuilder as TimeSeriesPanelBuilder } from '@grafana/grafana-foundation-sdk/timeseries';

/** The Prometheus data source the provisioning names (deploy/grafana/provisioning/datasources/). */
export const PROMETHEUS: common.DataSourceRef = { type: 'prometheus', uid: 'prometheus' };

/** The scrape jobs of deploy/prometheus/prometheus.yml: the BFF replicas, and Varnish through its exporter. */
export const BFF = 'job="bff"';
export const EDGE = 'job="varnish"';

/** One PromQL expression of a panel and the legend of its series. */
export interface Query {
  expr: string;
  legend: string;
}

/**
 * Where a panel turns orange and red. `rising`: high values are bad (errors, lag); otherwise low values are
 * (a hit ratio).
 */
export interface Thresholds {
  orange: number;
  red: number;
  rising: boolean;
}

/** A panel as its row declares it. */
export interface PanelSpec {
  title: string;
  /** What the panel shows, and what a good and a bad value look like ("Good: … Bad: …"). */
  description: string;
  /** A Grafana unit: `reqps`, `s`, `bytes`, `percentunit`, `short`, … */
  unit: string;
  queries: readonly Query[];
  /** One figure per query (a stat panel) rather than lines over time. */
  stat?: boolean;
  /** Series stacked on each other (parts of one whole). */
  stacked?: boolean;
  min?: number;
  max?: number;
  thresholds?: Thresholds;
}

export interface RowSpec {
  title: string;
  panels: readonly PanelSpec[];
}

const REF_IDS = 'ABCDEFGHIJ';

function targets(spec: PanelSpec): DataqueryBuilder[] {
  return spec.queries.map((query, i) =>
    new DataqueryBuilder()
      .refId(REF_IDS[i] ?? `Q${i}`)
      .datasource(PROMETHEUS)
      .expr(query.expr)
      .legendFormat(query.legend),
  );
}

function thresholdSteps(thresholds: Thresholds | undefined): dashboard.ThresholdsConfigBuilder {
  const steps: dashboard.Threshold[] =
    thresholds === undefined
      ? [{ value: null, color: 'green' }]
      : thresholds.rising
        ? [
            { value: null, color: 'green' },
            { value: thresholds.orange, color: 'orange' },
            { value: thresholds.red, color: 'red' },
          ]
        : [
            { value: null, color: 'red' },
            { value: thresholds.red, color: 'orange' },
            { value: thresholds.orange, color: 'green' },
          ];
  return new dashboard.ThresholdsConfigBuilder().mode(dashboard.ThresholdsMode.Absolute).steps(steps);
}

function timeSeries(spec: PanelSpec): TimeSeriesPanelBuilder {
  const panel = new TimeSeriesPanelBuilder()
    .legend(
      new common.VizLegendOptionsBuilder()
        .showLegend(true)
        .displayMode(common.LegendDisplayMode.List)
        .placement(common.LegendPlacement.Bottom),
    )
    .tooltip(
      new common.VizTooltipOptionsBuilder().mode(common.TooltipDisplayMode.Multi).sort(common.SortOrder.Descending),
    )
    .fillOpacity(spec.stacked ? 30 : 10)
    .thresholds(thresholdSteps(spec.thresholds));
  if (spec.stacked) panel.stacking(new common.StackingConfigBuilder().mode(common.StackingMode.Normal));
  if (spec.thresholds) {
    panel.thresholdsStyle(new common.GraphThresholdsStyleConfigBuilder().mode(common.GraphThresholdsStyleMode.Dashed));
  }
  return panel;
}

function stat(spec: PanelSpec): StatPanelBuilder {
  return new StatPanelBuilder()
    .reduceOptions(new common.ReduceDataOptionsBuilder().calcs(['lastNotNull']))
    .graphMode(common.BigValueGraphMode.None)
    .colorMode(common.BigValueColorMode.Value)
    .thresholds(thresholdSteps(spec.thresholds));
}

/** The panel of a spec, placed at `gridPos`, with its id. */
export function buildPanel(spec: PanelSpec, id: number, gridPos: dashboard.GridPos): dashboard.Panel {
  const panel = spec.stat ? stat(spec) : timeSeries(spec);
  panel
    .id(id)
    .gridPos(gridPos)
    .title(spec.title)
    .description(spec.description)
    .unit(spec.unit)
    .datasource(PROMETHEUS)
    .targets(targets(spec));
  if (spec.min !== undefined) panel.min(spec.min);
  if (spec.max !== undefined) panel.max(spec.max);
  return panel.build();
}

/** Grafana's rate window: at least four scrape intervals, wider as the time range grows. */
export const WINDOW = '$__rate_interval';

/** `rate()` of a metric over the panel's window, with the job's selector and any further matchers. */
export function rateOf(metric: string, job: string, matchers = ''): string {
  return `rate(${metric}{${job}${matchers === '' ? '' : `, ${matchers}`}}[${WINDOW}])`;
}
