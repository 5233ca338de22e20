/**
 * `npm run dashboards`: writes the dashboards of deploy/grafana/src/ as JSON to deploy/grafana/dashboards/,
 * where Grafana's provisioning reads them. A unit test fails while the committed files are stale.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { dashboardFiles } from './dashboardFiles.js';

/** The project's root, three folders up from deploy/grafana/src/. */
const root = join(import.meta.dirname, '..', '..', '..');
for (const file of await dashboardFiles(root)) {
  await mkdir(dirname(join(root, file.path)), { recursive: true });
  await writeFile(join(root, file.path), file.text);
  process.stdout.write(`wrote ${file.path}\n`);
}
