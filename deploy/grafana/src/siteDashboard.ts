import * as dashboard from '@grafana/grafana-foundation-sdk/dashboard';
import { buildPanel, type RowSpec } from './panelKit.js';
import { CAPACITY_ROW } from './rows/capacityRow.js';
import { CMS_ROW } from './rows/cmsRow.js';
import { FRESHNESS_ROW } from './rows/freshnessRow.js';
import { PICTURES_ROW } from './rows/picturesRow.js';
import { VISITORS_ROW } from './rows/visitorsRow.js';

/** The dashboard's address: http://<grafana>/d/<uid>. */
export const SITE_DASHBOARD_UID = 'hengchuan-site';

const ROWS: readonly RowSpec[] = [VISITORS_ROW, CMS_ROW, FRESHNESS_ROW, PICTURES_ROW, CAPACITY_ROW];

/** Grafana's grid is 24 columns wide; panels sit three to a line. */
const GRID_COLUMNS = 24;
const PANEL_WIDTH = 8;
const PANEL_HEIGHT = 8;

/**
 * The site's dashboard: one row per concern, each panel placed on the grid in the order its row lists
 * them (explicit positions: the layout then never depends on the builder's guesses).
 */
export function siteDashboard(): dashboard.Dashboard {
  const builder = new dashboard.DashboardBuilder('Hengchuan website')
    .uid(SITE_DASHBOARD_UID)
    .description(
      'The public website: visitors at the edge and the BFF, the CMS behind them, freshness, pictures and capacity. Panels read Prometheus jobs bff (the replicas) and varnish (the exporter); deploy/prometheus/alerts.yml holds the alerts the panels name.',
    )
    .tags(['website', 'bff', 'varnish'])
    .readonly()
    .refresh('30s')
    .time({ from: 'now-3h', to: 'now' })
    .timezone('browser')
    .tooltip(dashboard.DashboardCursorSync.Crosshair)
    // Written out empty: Grafana reads `list` of both.
    .annotations([])
    .variables([]);
  let id = 1;
  let y = 0;
  const perLine = GRID_COLUMNS / PANEL_WIDTH;
  for (const row of ROWS) {
    builder.withRow(new dashboard.RowBuilder(row.title).id(id).gridPos({ x: 0, y, w: GRID_COLUMNS, h: 1 }));
    id += 1;
    y += 1;
    row.panels.forEach((spec, i) => {
      const gridPos = {
        x: (i % perLine) * PANEL_WIDTH,
        y: y + Math.floor(i / perLine) * PANEL_HEIGHT,
        w: PANEL_WIDTH,
        h: PANEL_HEIGHT,
      };
      builder.withPanel({ build: () => buildPanel(spec, id, gridPos) });
      id += 1;
    });
    y += Math.ceil(row.panels.length / perLine) * PANEL_HEIGHT;
  }
  return builder.build();
}
