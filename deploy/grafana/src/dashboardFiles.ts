import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { siteDashboard } from './siteDashboard.js';

/** One dashboard as it is committed: its path from the project's root and its text. */
export interface DashboardFile {
  path: string;
  text: string;
}

/** Where Grafana's provisioning reads the dashboards (deploy/grafana/provisioning/dashboards/). */
export const DASHBOARDS_DIR = join('deploy', 'grafana', 'dashboards');

/** Every dashboard as JSON, formatted as `prettier --check` expects it. */
export async function dashboardFiles(root: string): Promise<DashboardFile[]> {
  const path = join(DASHBOARDS_DIR, 'site.json');
  const options = { ...(await resolveConfig(join(root, path))), filepath: path };
  return [{ path, text: await format(JSON.stringify(siteDashboard()), options) }];
}
